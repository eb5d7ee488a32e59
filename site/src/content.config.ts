import { defineCollection } from 'astro:content';
import { docsLoader } from '@astrojs/starlight/loaders';
import { docsSchema } from '@astrojs/starlight/schema';

// Hand-written pages of the site itself (the home page). Rulebook pages are generated in src/pages.
export const collections = {
  docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }),
};
