import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useSidebarState, useThemesContext } from 'react-admin';
import { Box, Drawer, Paper, ThemeProvider, createTheme, useTheme } from '@mui/material';
import { Logo } from './Logo';
import { useLayoutPreference } from './preferences';
import { MenuExpandedContext, useDesktopLayout, useShellState } from './ShellState';
import { HEADER_HEIGHT, SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH } from '../ui/themes';

/** react-admin's Menu sizes itself from the sidebar state; here the paper decides. */
const menuFillsPaper = { '& .MuiList-root.RaMenu-open, & .MuiList-root.RaMenu-closed': { width: '100%' } };

/** Semi dark (SPEC.md §2 customizer): a dark menu beside light pages. */
const SemiDark = ({ children }: { children: ReactNode }) => {
  const [semiDark] = useLayoutPreference('semiDark');
  const outer = useTheme();
  const { darkTheme } = useThemesContext();
  if (!semiDark || outer.palette.mode === 'dark' || !darkTheme) return children;
  return <ThemeProvider theme={createTheme({ ...darkTheme, direction: outer.direction })}>{children}</ThemeProvider>;
};

/** Below xl (SPEC.md §2): a slide-in menu over an overlay, closed again by any navigation. */
const MobileSidebar = ({ children }: { children: ReactNode }) => {
  const { mobileMenuOpen, setMobileMenuOpen } = useShellState();
  const { pathname } = useLocation();
  useEffect(() => setMobileMenuOpen(false), [pathname, setMobileMenuOpen]);
  return (
    <SemiDark>
      <Drawer
        variant="temporary"
        open={mobileMenuOpen}
        onClose={() => setMobileMenuOpen(false)}
        PaperProps={{ className: 'app-sidebar app-sidebar--mobile', sx: { width: SIDEBAR_WIDTH, ...menuFillsPaper } }}
      >
        <Box sx={{ px: 2.5, py: 1.5 }}>
          <Logo />
        </Box>
        {children}
      </Drawer>
    </SemiDark>
  );
};

/**
 * SPEC.md §2/§9: the vertical menu at xl and above, 248 px open, 72 px collapsed (the default);
 * hovering a collapsed menu lays it open over the page without moving the page.
 */
const DesktopSidebar = ({ children }: { children: ReactNode }) => {
  const [open] = useSidebarState();
  const [navBarType] = useLayoutPreference('navBarType');
  const [hovered, setHovered] = useState(false);
  const expanded = open || hovered;
  const top = navBarType === 'sticky' ? HEADER_HEIGHT : navBarType === 'floating' ? HEADER_HEIGHT + 12 : 0;

  return (
    <Box component="nav" sx={{ width: open ? SIDEBAR_WIDTH : SIDEBAR_CLOSED_WIDTH, flexShrink: 0, transition: 'width 150ms' }}>
      <SemiDark>
        <Paper
          square
          elevation={hovered && !open ? 8 : 0}
          className={`app-sidebar ${expanded ? 'app-sidebar--expanded' : 'app-sidebar--collapsed'}`}
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          sx={{
            position: 'sticky',
            top,
            zIndex: (theme) => (hovered && !open ? theme.zIndex.drawer : 'auto'),
            width: expanded ? SIDEBAR_WIDTH : SIDEBAR_CLOSED_WIDTH,
            height: `calc(100vh - ${top}px)`,
            overflowX: 'hidden',
            overflowY: 'auto',
            borderInlineEnd: 1,
            borderColor: 'divider',
            transition: 'width 150ms',
            ...menuFillsPaper,
          }}
        >
          <Box sx={{ px: expanded ? 2.5 : 3, py: 1.5, color: 'text.primary' }}>
            <Logo showName={expanded} />
          </Box>
          <MenuExpandedContext.Provider value={expanded}>{children}</MenuExpandedContext.Provider>
        </Paper>
      </SemiDark>
    </Box>
  );
};

/** The layout's sidebar: the mobile drawer below xl, else the vertical menu unless hidden or horizontal. */
export const AppSidebar = ({ children }: { children: ReactNode }) => {
  const isDesktop = useDesktopLayout();
  const [menuHidden] = useLayoutPreference('menuHidden');
  const [type] = useLayoutPreference('type');
  if (!isDesktop) return <MobileSidebar>{children}</MobileSidebar>;
  if (menuHidden || type === 'horizontal') return null;
  return <DesktopSidebar>{children}</DesktopSidebar>;
};
