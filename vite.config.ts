import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { appChunks } from './scripts/appChunks';
import { chunkReport } from './scripts/chunkReport';
import { precompress } from './scripts/precompress';

const apiPort = process.env.PORT ?? '8080';
const root = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');

const chunks = appChunks(root);

// react-router 7's package exports name only its development build (its warnings and checks
// cost main-thread time on every navigation); the production build sits next to it.
const reactRouterProduction = [
  { find: /^react-router$/, replacement: `${root}/node_modules/react-router/dist/production/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${root}/node_modules/react-router/dist/production/dom-export.mjs` },
];

export default defineConfig({
  plugins: [react(), chunks.plugin, chunkReport(root), precompress()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: { output: { codeSplitting: { includeDependenciesRecursively: false, groups: chunks.groups } } },
  },
  resolve: { alias: reactRouterProduction },
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
});
