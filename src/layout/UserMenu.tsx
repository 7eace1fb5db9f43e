import { useState } from 'react';
import { UserMenuContextProvider, useGetIdentity, useTranslate } from 'react-admin';
import { Avatar, Box, Button, Menu } from '@mui/material';
import { LogoutMenuItem } from './LogoutMenuItem';

// SPEC.md §9: the user menu is 180 px wide; the name beside the avatar takes 85 px.
const MENU_WIDTH = 180;
const NAME_WIDTH = 85;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/**
 * SPEC.md §2: avatar and name (the name hidden on small screens) opening a menu with a single
 * Logout entry. The name is the authProvider's identity: titles stripped, 'User' as fallback.
 */
export const AppUserMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = identity?.fullName ?? '';
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-label={translate('app.layout.user_menu', { name })}
        sx={{ textTransform: 'none', gap: 1, minWidth: 0 }}
      >
        <Avatar sx={{ width: 32, height: 32, fontSize: 14 }}>{initialsOf(name)}</Avatar>
        <Box
          component="span"
          className="user-menu-name"
          sx={{ width: NAME_WIDTH, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textAlign: 'start', display: { xs: 'none', md: 'block' } }}
        >
          {name}
        </Box>
      </Button>
      <UserMenuContextProvider value={{ onClose: close }}>
        <Menu
          anchorEl={anchor}
          open={Boolean(anchor)}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{ paper: { className: 'user-menu-panel', sx: { width: MENU_WIDTH } } }}
        >
          <LogoutMenuItem />
        </Menu>
      </UserMenuContextProvider>
    </>
  );
};
