import { useAuthProvider, useNavigate, useTranslate, useUserMenu } from 'react-admin';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import ExitIcon from '@mui/icons-material/PowerSettingsNew';

/**
 * SPEC.md §4 "Staff logout": call the server, clear the session, go to /. Unlike
 * react-admin's Logout, the cache is not cleared while the signed-out pages are still on
 * screen (they would refetch without a session and start the 401 flow); the login page
 * clears it once it has replaced them.
 */
export const LogoutMenuItem = () => {
  const authProvider = useAuthProvider();
  const navigate = useNavigate();
  const translate = useTranslate();
  const userMenu = useUserMenu();

  const logout = async () => {
    userMenu?.onClose();
    await authProvider?.logout({});
    navigate('/', { replace: true });
  };

  return (
    <MenuItem onClick={logout}>
      <ListItemIcon>
        <ExitIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('ra.auth.logout')}</ListItemText>
    </MenuItem>
  );
};
