/** Static paths and table-of-contents data for the generated pages. */
import { chapterPath, siteData } from './data.ts';
import { headingId } from './render.ts';
import type { Chapter } from '../../../tools/spec/model.ts';

export function chapterPaths() {
  return siteData()
    .spec.chapters.filter((c) => c.number !== 0)
    .map((chapter) => ({ params: { book: chapter.book, chapter: chapter.slug }, props: { chapter } }));
}

export function tocHeadings(chapter: Chapter) {
  return chapter.headings
    .filter((h) => h.depth <= 3)
    .map((h) => ({ depth: h.depth, slug: headingId(h.number), text: `${h.number} ${h.text}` }));
}

export { chapterPath };
