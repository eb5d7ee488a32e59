/**
 * The books with a rules playground (/play/<book>/): the complete games whose engines run a
 * whole game between a player and an agent. The home page and each of these books' front
 * pages link them from this list.
 */
export const PLAYGROUND_BOOKS: readonly string[] = ['tommy-walker', 'janken-gear', 'twgp'];

export const playgroundPath = (book: string): string => `/play/${book}/`;

/** The page's table of contents: the parts of the playground whose headings do not change during play. */
export const PLAYGROUND_HEADINGS = [
  { depth: 2, slug: 'board', text: '盤面' },
  { depth: 2, slug: 'log', text: 'ゲームの記録' },
];
