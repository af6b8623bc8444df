import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/**
 * The catalogue's pages rendered on the server (docs/decisions/017-server-rendering.md): what they load before they
 * answer is a few large files rather than fifty small ones (docs/product/storefront.md#page-weight).
 */
const STORE_ROUTES = ['home', 'landing', 'subcategory-listing', 'search-results', 'product', 'not-found'].map(
  (name) => `/src/app/routes/store/${name}.tsx`,
);
const ADMIN = /[\\/]src[\\/](app[\\/]routes[\\/]admin\.tsx$|features[\\/]admin[^\\/]*[\\/])/;
const PACKAGE = /[\\/]node_modules[\\/]/;

/**
 * Sorts the modules into the chunks a store page loads, once the module graph is known: `framework` (the libraries
 * the app starts with: React, React DOM, React Router, TanStack Query, zustand), `app` (the app's own modules it
 * starts with: layout, router, stores), and `store` (what two or more catalogue pages share, or share with other
 * pages). What only one page uses stays in that page's chunk. Admin modules never join a group, so no store page's
 * file holds admin code (scripts/bundle-budget.mjs checks it).
 */
function storeChunks(): {
  plugin: Plugin;
  groups: Array<{ name: string; priority: number; test: (id: string) => boolean }>;
} {
  const helpers = new Set<string>();
  const initial = new Set<string>();
  const shared = new Set<string>();
  const plugin: Plugin = {
    name: 'store-chunks',
    apply: 'build',
    buildEnd() {
      for (const set of [helpers, initial, shared]) set.clear();
      const info = (id: string) => this.getModuleInfo(id);
      const closure = (root: string): Set<string> => {
        const seen = new Set<string>();
        const stack = [root];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(info(id)?.importedIds ?? []));
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      // Entries and lazily loaded modules keep chunks of their own (the groups take what they import), and what the
      // boot module needs before the paint (Vite's preload helper) stays with it.
      const lazy = ids.filter((id) => info(id)?.dynamicImporters.length && !info(id)?.isEntry);
      const beforePaint = new Set(ids.filter((id) => info(id)?.isEntry).flatMap((id) => [...closure(id)]));
      const ownChunk = (id: string) => beforePaint.has(id) || lazy.includes(id);
      for (const id of beforePaint) if (!info(id)?.isEntry && !/(boot\.ts|\.css)$/.test(id)) helpers.add(id);
      const start = lazy.find((id) => id.endsWith('/src/main.tsx'));
      for (const id of start ? closure(start) : []) if (!ownChunk(id)) initial.add(id);
      // Which lazily loaded modules (routes, drawers, forms) reach each module through static imports.
      const reachedBy = new Map<string, string[]>();
      for (const entry of lazy) {
        for (const id of closure(entry)) reachedBy.set(id, [...(reachedBy.get(id) ?? []), entry]);
      }
      const isStoreRoute = (id: string) => STORE_ROUTES.some((route) => id.endsWith(route));
      for (const [id, entries] of reachedBy) {
        if (initial.has(id) || ownChunk(id) || ADMIN.test(id)) continue;
        if (entries.some(isStoreRoute) && entries.length > 1) shared.add(id);
      }
    },
  };
  return {
    plugin,
    groups: [
      { name: 'helpers', priority: 4, test: (id) => helpers.has(id) },
      { name: 'framework', priority: 3, test: (id) => initial.has(id) && PACKAGE.test(id) },
      { name: 'app', priority: 2, test: (id) => initial.has(id) },
      { name: 'store', priority: 1, test: (id) => shared.has(id) },
    ],
  };
}

export default defineConfig(({ isSsrBuild }) => {
  const chunks = storeChunks();
  return {
    plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [chunks.plugin])],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    server: {
      proxy: { '/api': 'http://localhost:5000' },
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      // The server reads which files a page links (docs/decisions/017-server-rendering.md); the budget check which
      // files a store page loads (scripts/bundle-budget.mjs).
      manifest: true,
      rolldownOptions: {
        // index.html starts every page with src/boot.ts, which loads the app once the page has painted.
        input: { boot: 'index.html' },
        output: isSsrBuild ? {} : { codeSplitting: { groups: chunks.groups } },
      },
    },
    // The server build (entry-server.tsx) bundles the workspace's TypeScript sources; packages come from node_modules.
    ssr: { noExternal: ['@store/shared'] },
  };
});
