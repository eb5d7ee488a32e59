// Astro + Starlight site for the rulebooks. Pages are generated from the spec's clause index
// (src/pages), never hand-copied; the sidebar lists each rulebook's chapters in order.
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import sitemap from '@astrojs/sitemap';
import { sidebar } from './src/lib/sidebar.ts';
import { siteUrl } from './src/lib/site-url.ts';

export default defineConfig({
  // Canonical links and the sitemap use it: set SITE_URL to the address the site is deployed at.
  site: siteUrl(process.env.SITE_URL),
  integrations: [
    starlight({
      title: 'TCG ルールブック',
      description: '条項ごとに ID を持ち、裁定（ルーリング）で検証される、四つのカードゲームの規則集',
      defaultLocale: 'root',
      locales: { root: { label: '日本語', lang: 'ja' } },
      customCss: ['./src/styles/rulebook.css', './src/styles/long-pages.css', './src/styles/tables.css', './src/styles/dashboard.css', './src/styles/terms.css', './src/styles/cards.css'],
      components: {
        Search: './src/components/Search.astro',
        // Both carry the page's search weight (src/lib/search-weights.ts).
        PageTitle: './src/components/PageTitle.astro',
        MarkdownContent: './src/components/MarkdownContent.astro',
        // Adds the term tooltips' script (Escape, touch) to every page.
        Head: './src/components/Head.astro',
      },
      // Pagefind's own ranking defaults, not Starlight's (which nearly ignore term frequency
      // and so the pages' weights), and no bonus for a match in the page title: ruling titles
      // repeat the rules' words, and the weights already rank the rules first.
      pagefind: { ranking: { pageLength: 0.75, termFrequency: 1, termSaturation: 1.4, termSimilarity: 1, metaWeights: { title: 0 } } },
      sidebar: sidebar(),
      // Off on purpose: Starlight's pagination walks the whole sidebar, across books. Book
      // pages set their own previous / next links within the book (bookNeighbours).
      pagination: false,
      // Escapes the page title, which Starlight writes as raw HTML (see the file).
      routeMiddleware: './src/route-data.ts',
    }),
    // Starlight adds a sitemap of every page unless one is configured: this one leaves out
    // the /clause/<id>/ short addresses, which only forward to a chapter's anchor.
    sitemap({ filter: (page) => !new URL(page).pathname.includes('/clause/') }),
  ],
});
