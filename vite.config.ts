import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkReport } from './scripts/chunkReport';

const apiPort = process.env.PORT ?? '8080';
const root = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');

export default defineConfig({
  plugins: [react(), chunkReport(root)],
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 2000 },
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
});
