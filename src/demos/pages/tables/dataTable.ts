/** The data table page's client-side query: filter, then sort, then cut one page. Pure. */

export interface Employee {
  id: number;
  name: string;
  email: string;
  position: string;
  office: string;
  age: number;
  salary: number;
  startDate: string;
}

export type SortField = keyof Employee;
export type SortOrder = 'asc' | 'desc';

export interface TableQuery {
  filter: string;
  sort: SortField;
  order: SortOrder;
  page: number;
  perPage: number;
}

export interface TablePage<T> {
  rows: T[];
  /** Rows that pass the filter, over all pages. */
  total: number;
  /** The page actually shown: the asked page, brought back inside the range. */
  page: number;
}

/** Rows where any text or number column contains the filter text, ignoring case. */
export function filterRows<T extends object>(rows: T[], filter: string): T[] {
  const needle = filter.trim().toLowerCase();
  if (!needle) return rows;
  return rows.filter((row) => Object.values(row).some((value) => String(value).toLowerCase().includes(needle)));
}

/** A stable sort: numbers by value, text in natural order; ties keep their order. */
export function sortRows<T>(rows: T[], field: keyof T, order: SortOrder): T[] {
  const direction = order === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const left = a.row[field];
      const right = b.row[field];
      const compared =
        typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right), 'en', { numeric: true, sensitivity: 'base' });
      return compared * direction || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** One page (0-based); a page past the end shows the last one. */
export function paginate<T>(rows: T[], page: number, perPage: number): TablePage<T> {
  const lastPage = Math.max(Math.ceil(rows.length / perPage) - 1, 0);
  const shown = Math.min(Math.max(page, 0), lastPage);
  return { rows: rows.slice(shown * perPage, shown * perPage + perPage), total: rows.length, page: shown };
}

export const queryRows = <T extends object>(rows: T[], { filter, sort, order, page, perPage }: { filter: string; sort: keyof T; order: SortOrder; page: number; perPage: number }) =>
  paginate(sortRows(filterRows(rows, filter), sort, order), page, perPage);

/** Clicking a column header: a new column sorts ascending, the same one flips. */
export const nextSort = <F extends string>(current: { sort: F; order: SortOrder }, field: F) =>
  current.sort === field ? { sort: field, order: current.order === 'asc' ? ('desc' as const) : ('asc' as const) } : { sort: field, order: 'asc' as const };
