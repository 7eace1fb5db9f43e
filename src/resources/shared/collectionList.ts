import type { SortPayload } from 'react-admin';
import type { CollectionMeta } from '../../../contract/resources';

/** What a list needs of its collection: contract/resources.ts has it without the schemas (issue 21). */
type ListOrder = Pick<CollectionMeta, 'sortable' | 'defaultSort'>;

/**
 * DESIGN.md §5: sorting by an undeclared field is a 400, so a column offers sorting only
 * when its collection declares the field sortable.
 */
export function sortableIn(collection: ListOrder) {
  return (source: string) => ({ disableSort: !collection.sortable.includes(source) });
}

export function defaultSortOf(collection: ListOrder): SortPayload {
  const [field, order] = collection.defaultSort;
  return { field, order };
}
