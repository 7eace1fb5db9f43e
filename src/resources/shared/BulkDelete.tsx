import { BulkDeleteButton, useCanAccess } from 'react-admin';

/**
 * The bulk actions of a list: row checkboxes serve only deleting, so a user who may not
 * delete gets none. Deletes wait for the server, which may refuse them (409) with a reason.
 */
export function useBulkDeleteActions() {
  const { canAccess } = useCanAccess({ action: 'delete' });
  return canAccess ? <BulkDeleteButton mutationMode="pessimistic" /> : false;
}
