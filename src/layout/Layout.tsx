import type { ReactNode } from 'react';
import { Layout, useTranslate } from 'react-admin';
import { Fab, Stack } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import { OriginTracker } from '../auth/AccessDenied';
import { ScannerWedgeListener } from '../scan/useScannerWedge';
import { StaffCurrency } from '../providers/StaffCurrency';
import { AppHeader } from './AppBar';
import { AppMenu } from './AppMenu';
import { BootSplash } from './BootSplash';
import { DeferredMount } from '../ui/DeferredMount';
import { NavigationBridge } from './NavigationBridge';
import { useLiveConnection } from '../providers/live';
import { PageFrame } from './PageFrame';
import { useLayoutPreference } from './preferences';
import { ShellStateProvider, useDesktopLayout, useShellState } from './ShellState';
import { AppSidebar } from './Sidebar';
import { ThemeCustomizer } from './ThemeCustomizer';
import { NeedsNetwork } from './NeedsNetwork';

// The header is never fixed, so the frame keeps no room for it; the content may shrink below
// its widest child (a wide table scrolls inside the page instead of widening the whole layout).
const LAYOUT_SX = {
  minWidth: 0,
  '& .RaLayout-appFrame': { mt: 0 },
  '& .RaLayout-content, & .RaList-main': { minWidth: 0 },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
};

/** With the header hidden, its menu and customizer toggles stay reachable in a corner. */
const CornerToggles = () => {
  const translate = useTranslate();
  const [navBarType] = useLayoutPreference('navBarType');
  const { setCustomizerOpen, setMobileMenuOpen } = useShellState();
  const isDesktop = useDesktopLayout();
  if (navBarType !== 'hidden') return null;
  return (
    <Stack spacing={1} sx={{ position: 'fixed', insetInlineEnd: 16, bottom: 16, zIndex: (theme) => theme.zIndex.speedDial }}>
      {!isDesktop && (
        <Fab size="small" color="secondary" aria-label={translate('app.layout.open_mobile_menu')} onClick={() => setMobileMenuOpen(true)}>
          <MenuIcon />
        </Fab>
      )}
      <Fab size="small" color="primary" aria-label={translate('app.layout.customizer.open')} onClick={() => setCustomizerOpen(true)}>
        <SettingsIcon />
      </Fab>
    </Stack>
  );
};

/** Issue 34: the live stream is open while the staff layout (so a signed-in person) is on screen. */
const LiveStream = () => {
  useLiveConnection();
  return null;
};

/**
 * The staff layout of SPEC.md §2, on react-admin's Layout: our header, sidebar and menu in its
 * slots. The header is never `position: fixed`, so the frame needs no room kept for it.
 */
export const AppLayout = ({ children }: { children: ReactNode }) => (
  <DeferredMount fallback={<BootSplash />}>
    <OriginTracker>
      <NavigationBridge />
      <LiveStream />
      <ScannerWedgeListener />
      <ShellStateProvider>
        <Layout appBar={AppHeader} appBarAlwaysOn sidebar={AppSidebar} menu={AppMenu} sx={LAYOUT_SX}>
          <PageFrame>
            <NeedsNetwork />
            <StaffCurrency>{children}</StaffCurrency>
          </PageFrame>
        </Layout>
        <ThemeCustomizer />
        <CornerToggles />
      </ShellStateProvider>
    </OriginTracker>
  </DeferredMount>
);
