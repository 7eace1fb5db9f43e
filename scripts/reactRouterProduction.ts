/**
 * react-router 7's package exports name only its development build (its warnings and checks
 * cost main-thread time on every navigation); the production build sits next to it. Vite
 * aliases for the app's build and for bench:ui's reference app.
 */
export function reactRouterProduction(root: string) {
  return [
    { find: /^react-router$/, replacement: `${root}/node_modules/react-router/dist/production/index.mjs` },
    { find: /^react-router\/dom$/, replacement: `${root}/node_modules/react-router/dist/production/dom-export.mjs` },
  ];
}
