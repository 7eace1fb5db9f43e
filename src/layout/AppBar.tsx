import { AppBar, LinkBase, TitlePortal, UserMenu, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { LogoutMenuItem } from './LogoutMenuItem';

/** SPEC.md §2: the logo in the header links to /dashboard. */
const Logo = () => {
  const translate = useTranslate();
  return (
    <Typography variant="h6" component={LinkBase} to="/dashboard" sx={{ color: 'inherit', textDecoration: 'none', mr: 2, fontWeight: 700 }}>
      {translate('app.name')}
    </Typography>
  );
};

/** SPEC.md §2: the user menu shows the user's name and holds a single Logout entry. */
const AppUserMenu = () => (
  <UserMenu>
    <LogoutMenuItem />
  </UserMenu>
);

export const AppAppBar = () => (
  <AppBar userMenu={<AppUserMenu />}>
    <Logo />
    <TitlePortal />
  </AppBar>
);
