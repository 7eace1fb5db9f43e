import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { staffPwa } from './scripts/staffPwa';
import { appChunks } from './scripts/appChunks';
import { chunkReport } from './scripts/chunkReport';
import { dealerPage } from './scripts/dealerPage';
import { precompress } from './scripts/precompress';
import { reactRouterProduction } from './scripts/reactRouterProduction';
import { splashFirst } from './scripts/splashFirst';

const apiPort = process.env.PORT ?? '8080';
const root = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');

const chunks = appChunks(root);

// Two pages, built one after the other into dist: the staff app (index.html, the `client`
// environment) and the dealer portal (dealer.html, the `dealer` environment). Built apart, the
// portal's chunks hold only what it uses; in one build, the code both apps import would sit in
// shared chunks sized by the staff app's needs (issue 21, docs/performance.md).
export default defineConfig({
  plugins: [react(), chunks.plugin, chunkReport(root), precompress(), dealerPage(), splashFirst(), ...staffPwa()],
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 2000 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          input: 'index.html',
          output: { codeSplitting: { includeDependenciesRecursively: false, groups: chunks.groups } },
        },
      },
    },
    dealer: {
      consumer: 'client',
      build: { emptyOutDir: false, rolldownOptions: { input: 'dealer.html' } },
    },
  },
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.client);
      await builder.build(builder.environments.dealer);
    },
  },
  // `zod` is Zod in jitless mode (src/zodBrowser.ts): the pages' CSP forbids eval.
  resolve: { alias: [...reactRouterProduction(root), { find: /^zod$/, replacement: `${root}/src/zodBrowser.ts` }] },
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
});
