import type { Plugin } from 'vite';
import { isDealerPath } from '../server/plugins/spa';

/**
 * In the dev server, answers the dealer portal's paths with dealer.html, as the API server does
 * with the built page (server/plugins/spa.ts); every other page path gets index.html.
 */
export function dealerPage(): Plugin {
  return {
    name: 'stockyard-dealer-page',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const pathname = (req.url ?? '/').split('?')[0];
        if (isDealerPath(pathname) && !pathname.includes('.')) req.url = '/dealer.html';
        next();
      });
    },
  };
}
