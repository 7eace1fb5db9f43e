import { useState, type ReactNode } from 'react';
import { useLocation, useTranslate } from 'react-admin';
import { Collapse, List, ListItemIcon, MenuItem, Typography } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useMenuExpanded } from './ShellState';

/** Whether a path is a menu link's page or one below it (`/products/12/show`). */
export function isWithin(pathname: string, link: string): boolean {
  const base = `/${link.replace(/^\/+/, '')}`;
  return pathname === base || pathname.startsWith(`${base}/`);
}

interface MenuGroupProps {
  title: string;
  icon: ReactNode;
  /** The links below this group; the group opens itself when the current path is one of them. */
  links: readonly string[];
  depth?: number;
  children: ReactNode;
}

/** A collapsible group of the side menu (SPEC.md §2: the section holding the current path opens). */
export const MenuGroup = ({ title, icon, links, depth = 0, children }: MenuGroupProps) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const sidebarOpen = useMenuExpanded();
  const holdsCurrent = links.some((link) => isWithin(pathname, link));
  const [open, setOpen] = useState(holdsCurrent);
  const [seenPathname, setSeenPathname] = useState(pathname);
  if (pathname !== seenPathname) {
    setSeenPathname(pathname);
    if (holdsCurrent) setOpen(true);
  }
  const label = translate(title, { _: title });

  return (
    <>
      <MenuItem onClick={() => setOpen(!open)} aria-expanded={open && sidebarOpen} sx={{ pl: sidebarOpen ? 2 + depth * 2 : 2 }}>
        <ListItemIcon>{icon}</ListItemIcon>
        <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
          {label}
        </Typography>
        {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </MenuItem>
      <Collapse in={open && sidebarOpen} timeout="auto" unmountOnExit>
        <List
          component="div"
          disablePadding
          role="group"
          aria-label={label}
          sx={{ '& .MuiMenuItem-root': { pl: (theme) => (sidebarOpen ? theme.spacing(4 + depth * 2) : theme.spacing(2)) } }}
        >
          {children}
        </List>
      </Collapse>
    </>
  );
};
