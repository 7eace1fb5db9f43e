import { lazy } from 'react';
import { Route } from 'react-router';
import { Admin, CustomRoutes, Resource, StoreContextProvider, type RaThemeOptions } from 'react-admin';
import { ALIAS_ROUTES, aliasRoute } from './aliasRoutes';
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
import { i18nProvider } from './providers/i18nProvider';
import { queryClient } from './providers/queryClient';
import category from './resources/category';
import products from './resources/products';
import warehouse from './resources/warehouse';
import rooms from './resources/rooms';
import racks from './resources/racks';
import dealers from './resources/dealers';
import suppliers from './resources/suppliers';
import roles from './resources/roles';
import users from './resources/users';
import stockAdjustments from './resources/stock-adjustments';
import { TRANSFER_PATH, TransferPage } from './resources/stock-adjustments/TransferPage';
import stockHub from './resources/stock-hub';
import orders from './resources/orders';
import purchaseOrders from './resources/purchase-orders';
import workorders from './resources/workorders';
import jobCards from './resources/job-cards';
import { PRINT_ROUTES } from './resources/print/printRoutes';
import { lazyPage } from './resources/shared/lazyPage';

const store = createAppStore();

// The demo pages are the layout's catch-all, one lazy chunk: no business screen loads them.
const DemoRoutes = lazy(() => import('./demos/DemoRoutes'));
const RoomRackPage = lazyPage(() => import('./resources/room-rack/RoomRackPage'), 'RoomRackPage');

const StaffAdmin = ({ themes }: { themes: { light: RaThemeOptions; dark: RaThemeOptions } }) => (
  <Admin
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
      {PRINT_ROUTES.map(aliasRoute)}
    </CustomRoutes>
    <CustomRoutes>
      <Route path="/dashboard" element={<Dashboard />} />
      {ALIAS_ROUTES.map(aliasRoute)}
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
    <Resource name="products" {...products} />
    <Resource name="category" {...category} />
    <Resource name="warehouse" {...warehouse} />
    <Resource name="rooms" {...rooms} />
    <Resource name="racks" {...racks} />
    <Resource name="suppliers" {...suppliers} />
    <Resource name="dealers" {...dealers} />
    <Resource name="roles" {...roles} />
    <Resource name="users" {...users} />
    <Resource name="stock-adjustments" {...stockAdjustments} />
    <Resource name="stock-hub" {...stockHub} />
    <Resource name="stock-levels" />
    <Resource name="stock-movements" />
    <Resource name="orders" {...orders} />
    <Resource name="purchase-orders" {...purchaseOrders} />
    <Resource name="workorders" {...workorders} />
    <Resource name="job-cards" {...jobCards} />
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
