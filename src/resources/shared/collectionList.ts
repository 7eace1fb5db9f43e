import type { SortPayload } from 'react-admin';
import type { CollectionDef } from '../../../contract/collection';

/**
 * DESIGN.md §5: sorting by an undeclared field is a 400, so a column offers sorting only
 * when its collection declares the field sortable.
 */
export function sortableIn(collection: CollectionDef) {
  return (source: string) => ({ disableSort: !collection.sortable.includes(source) });
}

export function defaultSortOf(collection: CollectionDef): SortPayload {
  const [field, order] = collection.defaultSort;
  return { field, order };
}
