import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': 'http://localhost:5000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The server reads which files a page links (docs/decisions/017-server-rendering.md); the budget check which files a
    // store page loads (scripts/bundle-budget.mjs).
    manifest: true,
    // Pages rendered on the server start with src/boot.ts, which loads the app once the page has painted.
    rollupOptions: { input: { index: 'index.html', boot: 'src/boot.ts' } },
  },
  // The server build (entry-server.tsx) bundles the workspace's TypeScript sources; packages come from node_modules.
  ssr: { noExternal: ['@store/shared'] },
});
