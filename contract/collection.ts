import './zodConfig';
import type { z } from 'zod';
import type { recordMeta } from './api';
import type { Area } from './permissions';

/** How a filter key is parsed and compared: DESIGN.md §5 "Lists". */
export type FilterKind = 'id' | 'number' | 'string' | 'boolean' | 'date';

/**
 * Everything the generic list/CRUD path needs to know about a collection. One per entity,
 * shared by the server (validation, SQL) and the SPA (forms, filters).
 */
export interface CollectionDef<Input extends z.ZodObject = z.ZodObject> {
  /** API path segment: /api/<name>. */
  name: string;
  /** react-admin resource name (SPEC.md's list path). */
  resource: string;
  area: Area;
  /** Body of POST and (with `version`) PUT. */
  input: Input;
  /** A record as a list answers it. */
  record: z.ZodObject;
  /** One record (getOne, and the answer of a write) when it carries more than a list row: lines, history. */
  detail?: z.ZodObject;
  /** Columns searched by `filter.q` (case-insensitive substring). */
  searchFields: readonly string[];
  /** Declared filter keys; number and date keys also accept `_gte` and `_lte`. */
  filters: Readonly<Record<string, FilterKind>>;
  sortable: readonly string[];
  defaultSort: readonly [string, 'ASC' | 'DESC'];
}

export function defineCollection<Input extends z.ZodObject>(def: CollectionDef<Input>): CollectionDef<Input> {
  return def;
}

/** Every record carries these (DESIGN.md §6). */
export type RecordMeta = z.infer<z.ZodObject<typeof recordMeta>>;
