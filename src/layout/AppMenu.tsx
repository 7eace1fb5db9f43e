import { useMemo, type ReactNode } from 'react';
import { Menu, usePermissions, useTranslate, type MenuProps } from 'react-admin';
import { Chip, Divider, ListItemIcon, ListSubheader, MenuItem as MuiMenuItem, Typography } from '@mui/material';
import { demoMenuItems, filterMenu, menuItems, type MenuChild, type MenuItem } from './menu';
import { parsePermissions } from '../../contract/permissions';
import { MenuGroup } from './MenuGroup';
import { useLayoutPreference } from './preferences';
import { useMenuExpanded } from './ShellState';
import { DotIcon, menuIcon } from './menuIcons';
import { useTypeAhead } from './typeAhead';

const DOT = <DotIcon sx={{ fontSize: 8 }} />;

/** SPEC.md §2: an entry with a badge is shown, with its badge, but cannot be opened. */
const BadgedEntry = ({ title, badge, icon }: { title: string; badge: string; icon: ReactNode }) => {
  const translate = useTranslate();
  return (
    <MuiMenuItem disabled>
      <ListItemIcon>{icon}</ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {translate(title, { _: title })}
      </Typography>
      <Chip label={translate(badge, { _: badge })} size="small" color="primary" sx={{ ml: 1 }} />
    </MuiMenuItem>
  );
};

const ChildEntry = ({ child }: { child: MenuChild }) => {
  if (!child.multi_menu) return <Menu.Item to={`/${child.childlink}`} primaryText={child.childtitle} leftIcon={DOT} />;
  return (
    <MenuGroup title={child.childtitle} icon={DOT} links={child.multi_menu.map((m) => m.multiLink)} depth={1}>
      {child.multi_menu.map((multi) =>
        multi.badge ? (
          <BadgedEntry key={multi.multiLink} title={multi.multiTitle} badge={multi.badge} icon={DOT} />
        ) : (
          <Menu.Item key={multi.multiLink} to={`/${multi.multiLink}`} primaryText={multi.multiTitle} leftIcon={DOT} />
        ),
      )}
    </MenuGroup>
  );
};

const MenuEntry = ({ item }: { item: MenuItem }) => {
  const translate = useTranslate();
  const expanded = useMenuExpanded();
  const icon = menuIcon(item.icon);
  // A collapsed sidebar has no room for a header's words: a rule marks the section instead.
  if (item.isHeadr) return expanded ? <ListSubheader>{translate(item.title, { _: item.title })}</ListSubheader> : <Divider sx={{ my: 1 }} />;
  if (item.child) {
    const links = item.child.flatMap((c) => [c.childlink, ...(c.multi_menu ?? []).map((m) => m.multiLink)]);
    return (
      <MenuGroup title={item.title} icon={icon} links={links}>
        {item.child.map((child) => (
          <ChildEntry key={child.childlink} child={child} />
        ))}
      </MenuGroup>
    );
  }
  if (item.badge) return <BadgedEntry title={item.title} badge={item.badge} icon={icon} />;
  return <Menu.Item to={`/${item.link ?? ''}`} primaryText={item.title} leftIcon={icon} />;
};

/** SPEC.md's menu tree filtered by the stored user's permissions (§6); null until they are known. */
export function useVisibleMenu(items: readonly MenuItem[] = menuItems): MenuItem[] | null {
  const { permissions, isPending } = usePermissions<string[]>();
  const [demoMenu] = useLayoutPreference('demoMenu');
  return useMemo(() => {
    if (isPending) return null;
    const visible = filterMenu(items, parsePermissions(permissions));
    return demoMenu ? [...visible, ...demoMenuItems] : visible;
  }, [items, permissions, isPending, demoMenu]);
}

/** The side menu, with its type-ahead (SPEC.md §9). */
export const AppMenu = ({ items = menuItems, dense, className, sx }: MenuProps & { items?: readonly MenuItem[] }) => {
  const visible = useVisibleMenu(items);
  const onKeyDownCapture = useTypeAhead();
  return (
    <Menu dense={dense} className={className} sx={sx} onKeyDownCapture={onKeyDownCapture}>
      {visible?.map((item) => <MenuEntry key={item.title} item={item} />)}
    </Menu>
  );
};
