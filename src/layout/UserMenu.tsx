import { useState } from 'react';
import { UserMenuContextProvider, useGetIdentity, useTranslate } from 'react-admin';
import { Avatar, Box, Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import PasswordIcon from '@mui/icons-material/Password';
import TuneIcon from '@mui/icons-material/Tune';
import { ChangePasswordDialog } from '../auth/ChangePasswordDialog';
import { PreferencesDialog } from '../auth/PreferencesDialog';
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
 * SPEC.md §2: avatar and name (the name hidden on small screens) opening the user's menu: their
 * own password change (issue 18, beside SPEC.md's single Logout entry), their own preferences
 * (issue 36: the low-stock digest) and Logout. The name is
 * the authProvider's identity: titles stripped, 'User' as fallback.
 */
export const AppUserMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [changingPassword, setChangingPassword] = useState(false);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const name = identity?.fullName ?? '';
  const close = () => setAnchor(null);
  const changePassword = () => {
    close();
    setChangingPassword(true);
  };
  const openPreferences = () => {
    close();
    setPreferencesOpen(true);
  };

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
        {/* Decoration drawn by CSS: the button's name is the user's, and text inside a named
            button must be part of its name (WCAG 2.5.3), which initials are not. */}
        <Avatar
          aria-hidden
          data-initials={initialsOf(name)}
          sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'background.paper', color: 'text.primary', '&::before': { content: 'attr(data-initials)' } }}
        >
          {/* A child keeps MUI from drawing its default person icon. */}
          <span />
        </Avatar>
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
          <MenuItem onClick={changePassword} sx={{ whiteSpace: 'normal' }}>
            <ListItemIcon>
              <PasswordIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('app.account.password.menu')}</ListItemText>
          </MenuItem>
          <MenuItem onClick={openPreferences} sx={{ whiteSpace: 'normal' }}>
            <ListItemIcon>
              <TuneIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('app.mails.preferences.menu')}</ListItemText>
          </MenuItem>
          <LogoutMenuItem />
        </Menu>
      </UserMenuContextProvider>
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
      <PreferencesDialog open={preferencesOpen} onClose={() => setPreferencesOpen(false)} />
    </>
  );
};
