import { StrictMode, Suspense, lazy, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Outlet, RouterProvider, createBrowserRouter } from 'react-router';
import { z } from 'zod';
import { RouterErrorScreen } from './layout/RouterErrorScreen';

// The server's Content-Security-Policy forbids eval; without this Zod probes for it (a CSP
// violation in the console) before falling back to what jitless mode does anyway.
z.config({ jitless: true });

// Each app is its own chunk: a dealer never downloads the staff back-office, nor the reverse.
const App = lazy(() => import('./App').then((module) => ({ default: module.App })));
const DealerApp = lazy(() => import('./dealer/DealerApp').then((module) => ({ default: module.DealerApp })));

/** The product's name, the same in every language: what index.html's splash shows. */
const BRAND = 'Stockyard';

/** The splash index.html paints before any script (its style lives there), kept while an app's chunks load. */
function BootSplash() {
  return (
    <div className="boot-splash" aria-hidden="true">
      {BRAND}
    </div>
  );
}

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
      { path: '/dealer/*', element: <DealerApp /> },
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
