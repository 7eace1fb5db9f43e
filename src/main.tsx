import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { z } from 'zod';

// The server's Content-Security-Policy forbids eval; without this Zod probes for it (a CSP
// violation in the console) before falling back to what jitless mode does anyway.
z.config({ jitless: true });

// Each app is its own chunk: a dealer never downloads the staff back-office, nor the reverse.
const App = lazy(() => import('./App').then((module) => ({ default: module.App })));
const DealerApp = lazy(() => import('./dealer/DealerApp').then((module) => ({ default: module.DealerApp })));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <Suspense fallback={null}>
        <Routes>
          <Route path="/dealer/*" element={<DealerApp />} />
          <Route path="/*" element={<App />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  </StrictMode>,
);
