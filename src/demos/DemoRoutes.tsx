import { Suspense } from 'react';
import { Loading } from 'react-admin';
import { Route, Routes } from 'react-router';
import { CatchAll } from '../layout/StandalonePages';
import { appsRoutes } from './apps/routes';
import { pagesRoutes } from './pages/routes';
import { shopRoutes } from './shop/routes';

const DEMO_ROUTES = [...shopRoutes, ...appsRoutes, ...pagesRoutes];

/**
 * SPEC.md §2 "Admin routes without a permission check": the template demo pages. This module
 * is itself loaded lazily as the staff layout's catch-all, so the business screens never carry
 * it; each page is a further chunk. A path that is no demo either goes to /404.
 */
const DemoRoutes = () => (
  <Routes>
    {DEMO_ROUTES.map(({ path, Component }) => (
      <Route
        key={path}
        path={path}
        element={
          <Suspense fallback={<Loading />}>
            <Component />
          </Suspense>
        }
      />
    ))}
    <Route path="*" element={<CatchAll />} />
  </Routes>
);

export default DemoRoutes;
