import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { RouterErrorScreen } from '../layout/RouterErrorScreen';
import { DealerApp } from './DealerApp';

// The dealer portal's own page (dealer.html; the server answers it for /dealer and /dealer/*).
// Dealers order from phones: built apart from the staff app, the portal carries only what it
// uses (issue 21, docs/performance.md). The set-up below mirrors src/main.tsx.

// A data router, so the root route's error element replaces the page when rendering fails (SPEC.md §2).
const router = createBrowserRouter([{ path: '/dealer/*', element: <DealerApp />, errorElement: <RouterErrorScreen /> }]);

const root = document.getElementById('root');
if (!root) throw new Error('dealer.html has no #root element');

// A transition, so React renders the first screen in slices that yield to the browser.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
