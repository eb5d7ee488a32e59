/**
 * Starlight route middleware. Starlight writes every head entry with `set:html`, the page
 * title included, so a title made from spec or ruling text (a chapter title, a scenario
 * name such as `</title><script>…`) would be read as HTML. The title's text is escaped here,
 * so it is shown exactly as written and never parsed.
 */
import { defineRouteMiddleware } from '@astrojs/starlight/route-data';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export const onRequest = defineRouteMiddleware((context) => {
  for (const entry of context.locals.starlightRoute.head) {
    if (entry.tag === 'title' && typeof entry.content === 'string') entry.content = escapeHtml(entry.content);
  }
});
