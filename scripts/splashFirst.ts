import type { Plugin } from 'vite';

/**
 * Marks each page's entry script `fetchpriority="low"` (Vite writes the built tag itself and
 * drops the attribute from the source page, so it is added here, after Vite's own step).
 *
 * The pages paint their splash from HTML and CSS alone (index.html, dealer.html); a module
 * script never blocks that paint, yet Chrome fetches it at High priority, and Lighthouse's
 * simulation counts every High-priority script that finished before the first paint as
 * render-blocking: on a fast host it always has, so the simulated first paint waited for the
 * whole entry chunk (2.0 s for the dealer portal under mobile throttling against 0.8 s for the
 * page alone; docs/performance.md). The script is the page's only other request, so a lower
 * priority delays nothing in a browser.
 */
export function splashFirst(): Plugin {
  return {
    name: 'stockyard-splash-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<script type="module" crossorigin src=/g, '<script type="module" crossorigin fetchpriority="low" src='),
    },
  };
}
