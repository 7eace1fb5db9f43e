import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { OriginTracker } from '../auth/AccessDenied';
import { AppAppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { NavigationBridge } from './NavigationBridge';

export const AppLayout = ({ children }: { children: ReactNode }) => (
  <OriginTracker>
    <NavigationBridge />
    <Layout appBar={AppAppBar} menu={AppMenu}>
      {children}
    </Layout>
  </OriginTracker>
);
