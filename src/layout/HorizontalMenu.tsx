import { useState, type ReactNode } from 'react';
import { LinkBase, useLocation, useTranslate } from 'react-admin';
import { Box, Button, Chip, Menu, MenuItem } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { MenuChild, MenuItem as MenuEntry } from './menu';
import { useVisibleMenu } from './AppMenu';
import { isWithin } from './MenuGroup';
import { menuIcon } from './menuIcons';

const useLabel = () => {
  const translate = useTranslate();
  return (title: string) => translate(title, { _: title });
};

/** A drop-down of the bar; `side` opens it beside its anchor (the second level, `multi_menu`). */
const Dropdown = ({ label, icon, active, side, children }: { label: string; icon?: ReactNode; active: boolean; side?: boolean; children: (close: () => void) => ReactNode }) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const trigger = side ? (
    <MenuItem onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu" aria-expanded={Boolean(anchor)} selected={active}>
      <Box sx={{ flex: 1 }}>{label}</Box>
      <ChevronRightIcon fontSize="small" />
    </MenuItem>
  ) : (
    <Button
      size="small"
      color={active ? 'primary' : 'inherit'}
      startIcon={icon}
      endIcon={<ExpandMoreIcon />}
      onClick={(event) => setAnchor(event.currentTarget)}
      aria-haspopup="menu"
      aria-expanded={Boolean(anchor)}
    >
      {label}
    </Button>
  );
  return (
    <>
      {trigger}
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={side ? { vertical: 'top', horizontal: 'right' } : { vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{ list: { 'aria-label': label } }}
      >
        {children(close)}
      </Menu>
    </>
  );
};

const ChildEntries = ({ child, close }: { child: MenuChild; close: () => void }) => {
  const label = useLabel();
  const { pathname } = useLocation();
  if (!child.multi_menu) {
    return (
      <MenuItem component={LinkBase} to={`/${child.childlink}`} onClick={close} selected={isWithin(pathname, child.childlink)}>
        {label(child.childtitle)}
      </MenuItem>
    );
  }
  return (
    <Dropdown side label={label(child.childtitle)} active={child.multi_menu.some((m) => isWithin(pathname, m.multiLink))}>
      {(closeInner) =>
        child.multi_menu!.map((multi) => (
          <MenuItem
            key={multi.multiLink}
            component={LinkBase}
            to={`/${multi.multiLink}`}
            disabled={Boolean(multi.badge)}
            onClick={() => {
              closeInner();
              close();
            }}
          >
            {label(multi.multiTitle)}
            {multi.badge && <Chip label={label(multi.badge)} size="small" color="primary" sx={{ ml: 1 }} />}
          </MenuItem>
        ))
      }
    </Dropdown>
  );
};

const TopEntry = ({ item }: { item: MenuEntry }) => {
  const label = useLabel();
  const { pathname } = useLocation();
  const icon = menuIcon(item.icon);
  if (item.isHeadr) return null;
  if (item.child) {
    const links = item.child.flatMap((c) => [c.childlink, ...(c.multi_menu ?? []).map((m) => m.multiLink)]);
    return (
      <Dropdown label={label(item.title)} icon={icon} active={links.some((link) => isWithin(pathname, link))}>
        {(close) => item.child!.map((child) => <ChildEntries key={child.childlink} child={child} close={close} />)}
      </Dropdown>
    );
  }
  const active = item.link ? isWithin(pathname, item.link) : false;
  return (
    <Button
      size="small"
      component={LinkBase}
      to={`/${item.link ?? ''}`}
      color={active ? 'primary' : 'inherit'}
      startIcon={icon}
      disabled={Boolean(item.badge)}
      aria-current={active ? 'page' : undefined}
    >
      {label(item.title)}
    </Button>
  );
};

/** SPEC.md §2 customizer "menu layout: horizontal": the side menu's tree as a top bar (xl and up). */
export const HorizontalMenu = () => {
  const translate = useTranslate();
  const items = useVisibleMenu();
  return (
    <Box
      component="nav"
      aria-label={translate('app.layout.main_menu')}
      className="horizontal-menu"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, px: 2, py: 0.5, '& .MuiButton-root': { textTransform: 'none' }, bgcolor: 'background.paper', color: 'text.primary', borderTop: 1, borderColor: 'divider' }}
    >
      {items?.map((item) => <TopEntry key={item.title} item={item} />)}
    </Box>
  );
};
