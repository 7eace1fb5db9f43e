import { lazy } from 'react';
import { Route } from 'react-router';
import { Admin, CustomRoutes, Resource, StoreContextProvider, type RaThemeOptions, type ResourceProps } from 'react-admin';
import { COLLECTION_LIST } from '../contract/resources';
import { AccessDeniedRedirect } from './auth/AccessDenied';
import { ACCOUNT_ROUTES } from './auth/accountRoutes';
import { Dashboard } from './dashboard/Dashboard';
import { Appearance } from './layout/Appearance';
import { AppLayout } from './layout/Layout';
import { createAppStore } from './layout/preferences';
import { AppNotification } from './layout/notifications/AppNotification';
import { RequirePermission } from './auth/RequirePermission';
import { ComingSoonPage, NotFoundPage, UnderConstructionPage } from './layout/StandalonePages';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider, openInLocale, withLocaleInUse } from './providers/i18nProvider';
import { queryClient } from './providers/queryClient';
import { TRANSFER_PATH } from './resources/stock-adjustments/transferPath';
import { aliasRoute, type AliasRoute } from './resources/shared/aliasRoutes';
import { lazyPage } from './ui/lazyPage';
import { startFloorQueue } from './offline/floorQueue';
import { persistFloorReads } from './offline/persistence';
import { registerServiceWorker } from './offline/serviceWorker';

const store = withLocaleInUse(createAppStore());

/** Settled once the app's language is loaded; main.tsx draws the app after it (issue 32: no English first). */
export const localeReady = openInLocale(store);

// Issue 35: the floor works without the network (src/offline).
persistFloorReads(queryClient);
startFloorQueue();
registerServiceWorker();

/**
 * Each collection of contract/resources.ts is a react-admin resource; its screens are the folder
 * of the same name (src/resources/<resource>/index.ts), if it has any; that folder's routes.tsx,
 * if any, puts its screens at SPEC.md's other paths and its printable documents.
 */
const RESOURCE_VIEWS = import.meta.glob<{ default: Omit<ResourceProps, 'name'> }>('./resources/*/index.ts', { eager: true });
const RESOURCE_ROUTES = import.meta.glob<{ ROUTES: readonly AliasRoute[] }>('./resources/*/routes.tsx', { eager: true });
const ALIAS_ROUTES = COLLECTION_LIST.flatMap((collection) => RESOURCE_ROUTES[`./resources/${collection.resource}/routes.tsx`]?.ROUTES ?? []);

// The demo pages are the layout's catch-all, one lazy chunk: no business screen loads them.
const DemoRoutes = lazy(() => import('./demos/DemoRoutes'));
const RoomRackPage = lazyPage(() => import('./resources/room-rack/RoomRackPage'), 'RoomRackPage');
const ScanPage = lazyPage(() => import('./scan/ScanPage'), 'ScanPage');
const TransferPage = lazyPage(() => import('./resources/stock-adjustments/TransferPage'), 'TransferPage');

const StaffAdmin = ({ themes }: { themes: { light: RaThemeOptions; dark: RaThemeOptions } }) => (
  <Admin
    // eslint-disable-next-line i18next/no-literal-string -- the brand name, the same in every language
    title="Stockyard"
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    queryClient={queryClient}
    layout={AppLayout}
    notification={AppNotification}
    loginPage={false}
    catchAll={DemoRoutes}
    accessDenied={AccessDeniedRedirect}
    store={store}
    theme={themes.light}
    darkTheme={themes.dark}
    defaultTheme="light"
    requireAuth
    disableTelemetry
  >
    <CustomRoutes noLayout>
      {ACCOUNT_ROUTES}
      <Route path="/404" element={<NotFoundPage />} />
      <Route path="/coming-soon" element={<ComingSoonPage />} />
      <Route path="/under-construction" element={<UnderConstructionPage />} />
      {ALIAS_ROUTES.filter((route) => route.noLayout).map(aliasRoute)}
    </CustomRoutes>
    <CustomRoutes>
      <Route path="/dashboard" element={<Dashboard />} />
      {/* Any staff user may scan: the server finds only what the caller may view (contract/scan.ts). */}
      <Route path="/scan" element={<ScanPage />} />
      {ALIAS_ROUTES.filter((route) => !route.noLayout).map(aliasRoute)}
      <Route
        path="/room-rack"
        element={
          <RequirePermission permission="view_rooms">
            <RoomRackPage />
          </RequirePermission>
        }
      />
      {/* A static path, so it outranks the resource's /stock-adjustments/:id. */}
      <Route
        path={TRANSFER_PATH}
        element={
          <RequirePermission permission="manage_stock_adjustments">
            <TransferPage />
          </RequirePermission>
        }
      />
    </CustomRoutes>
    {COLLECTION_LIST.map((collection) => (
      <Resource key={collection.resource} name={collection.resource} {...RESOURCE_VIEWS[`./resources/${collection.resource}/index.ts`]?.default} />
    ))}
  </Admin>
);

/**
 * The staff app, inside the router main.tsx mounts. A custom route without layout at "/"
 * outranks the layout's "/*" route, so "/" is the login page rather than a dashboard.
 * The store is provided around <Admin> too: the customizer's choices decide its themes.
 */
export const App = () => (
  <StoreContextProvider value={store}>
    <Appearance>{(themes) => <StaffAdmin themes={themes} />}</Appearance>
  </StoreContextProvider>
);
