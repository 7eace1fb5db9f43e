import { useTranslate } from 'react-admin';
import { Checkbox, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { AREAS, type AreaDef, type Permission } from '../../../contract/permissions';
import {
  cellGrantable,
  cellPermission,
  columnState,
  MATRIX_COLUMNS,
  rowState,
  withCell,
  withColumn,
  withRow,
  type Grantable,
  type Ticks,
  type TickState,
} from './matrixTicks';

interface PermissionMatrixProps {
  ticks: Ticks;
  onChange: (ticks: Set<Permission>) => void;
  readOnly: boolean;
  /** The permissions the editing user may tick (their own, issue 32); the others' boxes are disabled and say why. */
  grantable?: Grantable;
  /** The rows shown: every area unless said (an API key's form shows only the areas its maker reaches). */
  areas?: readonly AreaDef[];
}

/** An "all" checkbox: ticks everything unless everything is ticked already. */
const AllToggle = ({ state, label, disabled, onToggle }: { state: TickState; label: string; disabled: boolean; onToggle: (checked: boolean) => void }) => (
  <Checkbox
    size="small"
    checked={state === 'checked'}
    indeterminate={state === 'indeterminate'}
    disabled={disabled}
    onChange={(event) => onToggle(event.target.checked)}
    slotProps={{ input: { 'aria-label': label } }}
  />
);

/** Rows are the areas of DESIGN.md §3, columns read and write, plus an "all" per row and column. */
export const PermissionMatrix = ({ ticks, onChange, readOnly, grantable, areas = AREAS }: PermissionMatrixProps) => {
  const translate = useTranslate();
  const columnLabel = (column: string) => translate(`app.roles.matrix.${column}`);
  return (
    <Table size="small" aria-label={translate('app.roles.matrix.table')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.roles.matrix.area')}</TableCell>
          {MATRIX_COLUMNS.map((column) => (
            <TableCell key={column} align="center">
              {columnLabel(column)}
              <AllToggle
                state={columnState(ticks, column, areas)}
                label={translate('app.roles.matrix.column_all', { column: columnLabel(column) })}
                disabled={readOnly}
                onToggle={(checked) => onChange(withColumn(ticks, column, checked, grantable, areas))}
              />
            </TableCell>
          ))}
          <TableCell align="center">{translate('app.roles.matrix.all')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {areas.map((area) => {
          const areaLabel = translate(`app.areas.${area.area}`);
          return (
            <TableRow key={area.area} hover>
              <TableCell component="th" scope="row">
                {areaLabel}
              </TableCell>
              {MATRIX_COLUMNS.map((column) => {
                const permission = cellPermission(area, column);
                const checked = permission !== null && ticks.has(permission);
                // A box the user may not tick stays enabled while ticked, so it can still be unticked.
                const notYours = !checked && !cellGrantable(area, column, grantable);
                return (
                  <TableCell key={column} align="center" title={notYours ? translate('app.privilege.permission_not_yours') : undefined}>
                    {permission ? (
                      <Checkbox
                        size="small"
                        checked={checked}
                        disabled={readOnly || notYours}
                        onChange={(event) => onChange(withCell(ticks, area, column, event.target.checked, grantable))}
                        slotProps={{
                          input: {
                            'aria-label': translate('app.roles.matrix.cell', { area: areaLabel, column: columnLabel(column) }),
                            ...(notYours && { 'aria-description': translate('app.privilege.permission_not_yours') }),
                          },
                        }}
                      />
                    ) : (
                      <span title={translate('app.roles.matrix.no_write')}>—</span>
                    )}
                  </TableCell>
                );
              })}
              <TableCell align="center">
                <AllToggle
                  state={rowState(ticks, area)}
                  label={translate('app.roles.matrix.row_all', { area: areaLabel })}
                  disabled={readOnly}
                  onToggle={(checked) => onChange(withRow(ticks, area, checked, grantable))}
                />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
};
