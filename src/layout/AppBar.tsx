import { SidebarToggleButton, TitlePortal, useTranslate } from 'react-admin';
import { AppBar, Box, IconButton, Toolbar } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { HeaderTools } from './HeaderTools';
import { HorizontalMenu } from './HorizontalMenu';
import { Logo } from './Logo';
import { useLayoutPreference } from './preferences';
import { useDesktopLayout, useShellState } from './ShellState';
import { AppUserMenu } from './UserMenu';

const MobileMenuToggle = () => {
  const translate = useTranslate();
  const { setMobileMenuOpen } = useShellState();
  return (
    <IconButton color="inherit" aria-label={translate('app.layout.open_mobile_menu')} onClick={() => setMobileMenuOpen(true)}>
      <MenuIcon />
    </IconButton>
  );
};

/**
 * SPEC.md §2 "Top bar": floating, sticky, static or hidden; the sidebar-collapse toggle (xl and
 * up) or the mobile menu toggle (below), the logo, the page title, the tools and the user menu.
 * In the horizontal menu layout the menu is a second row of the bar.
 */
export const AppHeader = () => {
  const isDesktop = useDesktopLayout();
  const [navBarType] = useLayoutPreference('navBarType');
  const [type] = useLayoutPreference('type');
  const [menuHidden] = useLayoutPreference('menuHidden');
  if (navBarType === 'hidden') return null;
  const floating = navBarType === 'floating';
  const horizontal = isDesktop && type === 'horizontal' && !menuHidden;

  return (
    <AppBar
      position={navBarType === 'static' ? 'static' : 'sticky'}
      color="secondary"
      elevation={floating ? 4 : 1}
      className={`app-header app-header--${navBarType}`}
      sx={floating ? { top: 12, mx: 1.5, mt: 1.5, width: 'auto', borderRadius: 2 } : undefined}
    >
      <Toolbar variant="dense" sx={{ gap: { xs: 0, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        {isDesktop ? !menuHidden && type === 'vertical' && <SidebarToggleButton /> : <MobileMenuToggle />}
        <Logo showName={isDesktop} />
        <Box sx={{ flex: '1 1 0', width: 0, ml: { xs: 1, sm: 2 }, overflow: 'hidden', '& > *': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}>
          {/* The page's one h1 (issue 18, WCAG 2.1 AA): every staff page names itself through react-admin's Title. */}
          <TitlePortal component="h1" variant="h6" sx={{ '&:empty': { display: 'none' } }} />
        </Box>
        <HeaderTools />
        <AppUserMenu />
      </Toolbar>
      {horizontal && <HorizontalMenu />}
    </AppBar>
  );
};
