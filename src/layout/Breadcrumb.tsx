import { LinkBase, useLocation, useTranslate } from 'react-admin';
import { Breadcrumbs, Link, Typography } from '@mui/material';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import { demoMenuItems, menuItems } from './menu';
import { breadcrumbOf } from './breadcrumb';

const ALL_ENTRIES = [...menuItems, ...demoMenuItems];

/** SPEC.md §2: home link to /dashboard, the parent menu title, the current path; hidden when nothing matches. */
export const Breadcrumb = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const crumbs = breadcrumbOf(pathname, ALL_ENTRIES);
  if (!crumbs) return null;
  return (
    <Breadcrumbs aria-label={translate('app.layout.breadcrumb')} className="breadcrumb" sx={{ px: 1, pt: 1.5, pb: 0.5, fontSize: 14 }}>
      <Link component={LinkBase} to="/dashboard" color="inherit" aria-label={translate('app.menu.dashboard')} sx={{ display: 'flex' }}>
        <HomeIcon fontSize="small" />
      </Link>
      {crumbs.parent && <Typography fontSize="inherit">{translate(crumbs.parent, { _: crumbs.parent })}</Typography>}
      <Typography fontSize="inherit" color="text.primary" aria-current="page">
        {crumbs.path}
      </Typography>
    </Breadcrumbs>
  );
};
