import { StrictMode, Suspense, lazy, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Outlet, RouterProvider, createBrowserRouter } from 'react-router';
import { prefetchFirstScreen } from './providers/firstScreen';
import { STAFF_STORE_NAME, openingLocale } from './providers/locales';
import { BootSplash } from './layout/BootSplash';
import { RouterErrorScreen } from './ui/RouterErrorScreen';
import { reloadOnNewBuild } from './ui/newBuild';

// What this path's first screen asked for on its last load, asked for again before anything
// else runs (src/providers/firstScreen.ts).
prefetchFirstScreen();

// A page older than the app's files loads again rather than failing on a screen's first visit.
reloadOnNewBuild();

// The French messages, asked for beside the app's chunk rather than after it, when the app will
// open in French (issue 32: the language chosen before, else the browser's).
if (openingLocale(STAFF_STORE_NAME) === 'fr') void import('./i18n/fr');

// The staff app is its own chunk, loaded behind the splash, and drawn once its language is loaded.
// The dealer portal is not here: it is a page of its own (dealer.html, src/dealer/main.tsx), so a
// dealer downloads none of this.
const App = lazy(() =>
  import('./App').then(async (module) => {
    await module.localeReady;
    return { default: module.App };
  }),
);

// A data router, so the root route's error element replaces the page when rendering fails
// (SPEC.md §2); react-admin sees it is already inside a router and adds none of its own.
const router = createBrowserRouter([
  {
    element: (
      <Suspense fallback={<BootSplash />}>
        <Outlet />
      </Suspense>
    ),
    errorElement: <RouterErrorScreen />,
    children: [
      { path: '/*', element: <App /> },
    ],
  },
]);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A transition, so React renders the first screen in slices that yield to the browser rather
// than in one long task (Lighthouse's total blocking time; docs/performance.md).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
