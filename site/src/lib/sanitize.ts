/**
 * What of the spec's and the developer docs' Markdown may reach the site: the sanitiser's
 * schema (rehype-sanitize, GitHub's rules) narrowed to the links the rulebooks need. Raw HTML
 * never gets this far (remark-rehype drops it); this is the second line, for what Markdown
 * itself can express: link and image URLs. Only `#fragment`, relative and http(s) URLs
 * survive; `javascript:`, `data:`, `vbscript:`, `mailto:` and the rest are removed.
 */
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import type { Options } from 'rehype-sanitize';

type Schema = Exclude<Options, null | undefined>;

export const SAFE_PROTOCOLS = ['http', 'https'];

export const schema: Schema = {
  ...defaultSchema,
  // The attributes below are set by the site's own code (clause boxes, heading anchors);
  // Markdown without raw HTML cannot set attributes, so the IDs need no prefix.
  clobber: [],
  // Classes, data attributes and labels are allowed on every element (an element's own list is
  // read first, so the default ones that restrict `className` get an unrestricted one in front).
  attributes: Object.fromEntries(
    Object.entries({ ...defaultSchema.attributes, '*': defaultSchema.attributes?.['*'] ?? [] }).map(([tag, list]) => [tag, ['className', 'data*', 'ariaLabel', 'ariaDescribedBy', 'role', ...list]]),
  ),
  protocols: {
    href: SAFE_PROTOCOLS,
    src: SAFE_PROTOCOLS,
    cite: SAFE_PROTOCOLS,
    longDesc: SAFE_PROTOCOLS,
  },
  tagNames: [...(defaultSchema.tagNames ?? []), 'aside'],
};

/** The unified plugin with the site's schema: `.use(...sanitize)`. */
export const sanitize = [rehypeSanitize, schema] as const;
