import type { ReactNode } from 'react';
import { LinkBase, useGetOne, useGetRecordRepresentation, useLocation, useResourceDefinitions, useTranslate } from 'react-admin';
import { Breadcrumbs, Link, Typography } from '@mui/material';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import { demoMenuItems, menuItems } from './menu';
import { breadcrumbOf, type Leaf } from './breadcrumb';

const ALL_ENTRIES = [...menuItems, ...demoMenuItems];

const Current = ({ children }: { children: ReactNode }) => (
  <Typography fontSize="inherit" color="text.primary" aria-current="page" noWrap sx={{ maxWidth: '60vw' }}>
    {children}
  </Typography>
);

/**
 * The record a page shows, as its resource's recordRepresentation names it ("ORD-000120"). The
 * page reads the same record through the same getOne query, so this is the cache's copy (or the
 * page's own request, shared), not a second read.
 */
const RecordCrumb = ({ resource, id }: { resource: string; id: string }) => {
  const translate = useTranslate();
  const represent = useGetRecordRepresentation(resource);
  // Never the reason for a request of its own: no refetch of a cached record, no retry of a missing one.
  const { data, isPending, error } = useGetOne(resource, { id }, { refetchOnMount: false, retry: false });
  if (error || (!isPending && !data)) return <Current>#{id}</Current>;
  return <Current>{isPending ? translate('app.layout.record_loading') : represent(data)}</Current>;
};

const LeafCrumb = ({ resource, leaf }: { resource: string; leaf: Leaf }) => {
  const translate = useTranslate();
  if (leaf.kind === 'create') return <Current>{translate('app.layout.create')}</Current>;
  return <RecordCrumb resource={resource} id={leaf.id} />;
};

/**
 * SPEC.md §2: home link to /dashboard, the parent menu title, the page; issue 18: the page by its
 * menu title and the record by its number or name ("Orders › ORD-000120"); hidden when nothing matches.
 */
export const Breadcrumb = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const resources = useResourceDefinitions();
  const crumbs = breadcrumbOf(pathname, ALL_ENTRIES);
  if (!crumbs) return null;
  const { parent, entry } = crumbs;
  // Only a resource's records are fetched: a demo page's id is no record of the API.
  const leaf = crumbs.leaf && (crumbs.leaf.kind === 'create' || resources[entry.link]) ? crumbs.leaf : undefined;
  const entryTitle = translate(entry.title, { _: entry.title });
  return (
    <Breadcrumbs aria-label={translate('app.layout.breadcrumb')} separator="›" className="breadcrumb" sx={{ px: 1, pt: 1.5, pb: 0.5, fontSize: 14 }}>
      <Link component={LinkBase} to="/dashboard" color="inherit" aria-label={translate('app.menu.dashboard')} sx={{ display: 'flex' }}>
        <HomeIcon fontSize="small" />
      </Link>
      {parent && <Typography fontSize="inherit">{translate(parent, { _: parent })}</Typography>}
      {leaf ? (
        <Link component={LinkBase} to={`/${entry.link}`} color="inherit" underline="hover" fontSize="inherit">
          {entryTitle}
        </Link>
      ) : (
        <Current>{entryTitle}</Current>
      )}
      {leaf && <LeafCrumb resource={entry.link} leaf={leaf} />}
    </Breadcrumbs>
  );
};
