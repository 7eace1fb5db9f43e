// DESIGN.md §6 "Roles and users": a role's permissions edited as a matrix of areas × read/write.
import { ALL_PERMISSIONS, AREAS, isPermission, type AreaDef, type Permission } from '../../../contract/permissions';

export type MatrixColumn = 'read' | 'write';
export type TickState = 'checked' | 'indeterminate' | 'unchecked';
export type Ticks = ReadonlySet<Permission>;

export const MATRIX_COLUMNS: readonly MatrixColumn[] = ['read', 'write'];

/** The role record carries its permissions comma-separated; unknown names are dropped. */
export function ticksOf(permissions: string | null | undefined): Set<Permission> {
  return new Set((permissions ?? '').split(',').map((name) => name.trim()).filter(isPermission));
}

/** The permissions to send, in the table's order so the request is stable. */
export function permissionList(ticks: Ticks): Permission[] {
  return ALL_PERMISSIONS.filter((permission) => ticks.has(permission));
}

export function sameTicks(a: Ticks, b: Ticks): boolean {
  return a.size === b.size && [...a].every((permission) => b.has(permission));
}

/** The permission of one cell; null where the area has no write permission (stock hub). */
export function cellPermission(area: AreaDef, column: MatrixColumn): Permission | null {
  return column === 'read' ? area.read : area.write;
}

/** Which permissions the editing user may tick (issue 32: only their own); all when not said. */
export type Grantable = (permission: Permission) => boolean;
const ANY: Grantable = () => true;

/** What ticking a cell adds: write brings read with it. */
const addedBy = (area: AreaDef, column: MatrixColumn): Permission[] => (column === 'write' ? (area.write ? [area.write, area.read] : []) : [area.read]);

/** Whether a cell can be ticked by someone who may tick only `grantable` permissions. */
export const cellGrantable = (area: AreaDef, column: MatrixColumn, grantable: Grantable = ANY) => addedBy(area, column).every(grantable);

/**
 * Write implies read: ticking write ticks read, unticking read unticks write. A cell that would
 * add a permission outside `grantable` stays as it is.
 */
export function withCell(ticks: Ticks, area: AreaDef, column: MatrixColumn, checked: boolean, grantable: Grantable = ANY): Set<Permission> {
  const next = new Set(ticks);
  if (checked && !cellGrantable(area, column, grantable)) return next;
  if (column === 'write') {
    if (!area.write) return next;
    if (checked) {
      next.add(area.write);
      next.add(area.read);
    } else {
      next.delete(area.write);
    }
  } else if (checked) {
    next.add(area.read);
  } else {
    next.delete(area.read);
    if (area.write) next.delete(area.write);
  }
  return next;
}

function stateOf(cells: readonly Permission[], ticks: Ticks): TickState {
  const held = cells.filter((permission) => ticks.has(permission)).length;
  if (held === 0) return 'unchecked';
  return held === cells.length ? 'checked' : 'indeterminate';
}

const cellsOfArea = (area: AreaDef): Permission[] => (area.write ? [area.read, area.write] : [area.read]);

const cellsOfColumn = (column: MatrixColumn, areas: readonly AreaDef[]): Permission[] =>
  areas.map((area) => cellPermission(area, column)).filter((permission): permission is Permission => permission !== null);

export const rowState = (ticks: Ticks, area: AreaDef): TickState => stateOf(cellsOfArea(area), ticks);

/** `areas`: the rows the matrix shows (all of DESIGN.md §3's unless said). */
export const columnState = (ticks: Ticks, column: MatrixColumn, areas: readonly AreaDef[] = AREAS): TickState => stateOf(cellsOfColumn(column, areas), ticks);

export function withRow(ticks: Ticks, area: AreaDef, checked: boolean, grantable: Grantable = ANY): Set<Permission> {
  return MATRIX_COLUMNS.reduce((next, column) => withCell(next, area, column, checked, grantable), new Set(ticks));
}

export function withColumn(ticks: Ticks, column: MatrixColumn, checked: boolean, grantable: Grantable = ANY, areas: readonly AreaDef[] = AREAS): Set<Permission> {
  return areas.reduce((next, area) => withCell(next, area, column, checked, grantable), new Set(ticks));
}
