import { useState, type MouseEvent } from 'react';
import { NavLink, Link as RouterLink } from 'react-router';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';
import { AppBar, Box, Button, Divider, IconButton, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem, Toolbar, Typography } from '@mui/material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';
import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import PersonIcon from '@mui/icons-material/Person';
import { languageItems } from '../../ui/LanguageMenu';
import { LiveDownSign } from '../../ui/LiveDownSign';
import type { LiveStatus } from '../../providers/liveEvents';
import { useDealerInfo } from '../session/dealerSession';
import { useDealerLogout } from './useDealerLogout';

/** The four dealer pages (SPEC.md §2 "Dealer portal"). */
const DEALER_LINKS = [
  { to: '/dealer/dashboard', label: 'app.dealer.nav.dashboard' },
  { to: '/dealer/form', label: 'app.dealer.nav.order_form' },
  { to: '/dealer/orders', label: 'app.dealer.nav.orders' },
  { to: '/dealer/profile', label: 'app.dealer.nav.profile' },
] as const;

/** On small screens the links fold into one menu. */
const CollapsedLinks = () => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <Box sx={{ display: { xs: 'block', md: 'none' } }}>
      <IconButton color="inherit" edge="start" aria-label={translate('app.dealer.nav.menu')} onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}>
        <MenuIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor != null} onClose={close}>
        {DEALER_LINKS.map(({ to, label }) => (
          <MenuItem key={to} component={NavLink} to={to} onClick={close}>
            {translate(label)}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
};

const ExpandedLinks = () => {
  const translate = useTranslate();
  return (
    <Box component="nav" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 3 }}>
      {DEALER_LINKS.map(({ to, label }) => (
        <Button
          key={to}
          component={NavLink}
          to={to}
          color="inherit"
          // The current page is underlined: a lighter background would take white text below 4.5:1.
          sx={{ borderRadius: 0, '&.active': { boxShadow: 'inset 0 -3px 0 currentColor' } }}
        >
          {translate(label)}
        </Button>
      ))}
    </Box>
  );
};

const DealerUserMenu = () => {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const logout = useDealerLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton color="inherit" aria-label={translate('app.dealer.user_menu')} onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}>
        <AccountCircleIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor != null} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <MenuItem component={RouterLink} to="/dealer/profile" onClick={close}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.dealer.nav.profile')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemIcon>
            <ExitIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.dealer.logout')}</ListItemText>
        </MenuItem>
        <Divider />
        {/* Issue 18: the portal in the dealer's language; dates and amounts follow it. */}
        <ListSubheader>{translate('app.layout.language')}</ListSubheader>
        {languageItems(languages, locale, (chosen) => {
          close();
          setLocale(chosen);
        })}
      </Menu>
    </>
  );
};

/** SPEC.md §2 "Dealer header": title, company, contact person (md and up), links, user menu. */
export const DealerHeader = ({ live }: { live?: LiveStatus }) => {
  const translate = useTranslate();
  const info = useDealerInfo();
  return (
    <AppBar position="sticky">
      <Toolbar sx={{ gap: 1 }}>
        <CollapsedLinks />
        <Typography variant="h6" component={RouterLink} to="/dealer/dashboard" noWrap sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, minWidth: 0, flexShrink: 1 }}>
          {translate('app.dealer.title')}
        </Typography>
        <ExpandedLinks />
        <Box sx={{ flexGrow: 1 }} />
        <Box sx={{ textAlign: 'right', minWidth: 0 }}>
          <Typography variant="subtitle2" noWrap>
            {info?.company_name}
          </Typography>
          {info?.contact_person_name && (
            <Typography variant="caption" noWrap sx={{ display: { xs: 'none', md: 'block' } }}>
              {info.contact_person_name}
            </Typography>
          )}
        </Box>
        {live && <LiveDownSign status={live} />}
        <DealerUserMenu />
      </Toolbar>
    </AppBar>
  );
};
