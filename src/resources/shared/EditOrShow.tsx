import type { ReactElement } from 'react';
import { useCanAccess } from 'react-admin';

/**
 * DESIGN.md §3: an edit route that SPEC.md guards with the read permission (e.g.
 * `suppliers-edit/{id}`) opens for readers too, and without the write permission it shows
 * the record read-only: the show view, which has no Save or Delete.
 */
export const EditOrShow = ({ edit, show }: { edit: ReactElement; show: ReactElement }) => {
  const { canAccess, isPending } = useCanAccess({ action: 'edit' });
  if (isPending) return null;
  return canAccess ? edit : show;
};
