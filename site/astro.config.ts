// Astro + Starlight site for the rulebooks. Pages are generated from the spec's clause index
// (src/pages), never hand-copied; the sidebar lists each rulebook's chapters in order.
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import { sidebar } from './src/lib/sidebar.ts';

export default defineConfig({
  site: 'http://localhost:4321',
  integrations: [
    starlight({
      title: 'TCG ルールブック',
      description: '条項ごとに ID を持ち、裁定（ルーリング）で検証される、四つのカードゲームの規則集',
      defaultLocale: 'root',
      locales: { root: { label: '日本語', lang: 'ja' } },
      customCss: ['./src/styles/rulebook.css'],
      sidebar: sidebar(),
      pagination: false,
      // Escapes the page title, which Starlight writes as raw HTML (see the file).
      routeMiddleware: './src/route-data.ts',
    }),
  ],
});
