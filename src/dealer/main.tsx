import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ErrorScreenBoundary } from '../ui/RouterErrorScreen';
import { DealerApp, dealerLocaleReady } from './DealerApp';
import { reloadOnNewBuild } from '../ui/newBuild';

// The dealer portal's own page (dealer.html; the server answers it for /dealer and /dealer/*).
// Dealers order from phones: built apart from the staff app, the portal carries only what it
// uses (issue 21, docs/performance.md). It keeps to react-router's declarative API, whose code
// is a third of the data router's; the error screen of SPEC.md §2 comes from a boundary instead.

// A page older than the portal's files loads again rather than failing on a page's first visit.
reloadOnNewBuild();

const root = document.getElementById('root');
if (!root) throw new Error('dealer.html has no #root element');

// A transition, so React renders the first screen in slices that yield to the browser; drawn once
// the portal's language is loaded, while the page's splash (in that language) stays on screen.
void dealerLocaleReady.then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <ErrorScreenBoundary home="/dealer/dashboard">
          <BrowserRouter>
            <Routes>
              <Route path="/dealer/*" element={<DealerApp />} />
            </Routes>
          </BrowserRouter>
        </ErrorScreenBoundary>
      </StrictMode>,
    ),
  ),
);
