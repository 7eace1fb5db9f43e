import { useTranslate } from 'react-admin';
import { Checkbox, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { AREAS, type Permission } from '../../../contract/permissions';
import {
  cellPermission,
  columnState,
  MATRIX_COLUMNS,
  rowState,
  withCell,
  withColumn,
  withRow,
  type Ticks,
  type TickState,
} from './matrixTicks';

interface PermissionMatrixProps {
  ticks: Ticks;
  onChange: (ticks: Set<Permission>) => void;
  readOnly: boolean;
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
export const PermissionMatrix = ({ ticks, onChange, readOnly }: PermissionMatrixProps) => {
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
                state={columnState(ticks, column)}
                label={translate('app.roles.matrix.column_all', { column: columnLabel(column) })}
                disabled={readOnly}
                onToggle={(checked) => onChange(withColumn(ticks, column, checked))}
              />
            </TableCell>
          ))}
          <TableCell align="center">{translate('app.roles.matrix.all')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {AREAS.map((area) => {
          const areaLabel = translate(`app.areas.${area.area}`);
          return (
            <TableRow key={area.area} hover>
              <TableCell component="th" scope="row">
                {areaLabel}
              </TableCell>
              {MATRIX_COLUMNS.map((column) => {
                const permission = cellPermission(area, column);
                return (
                  <TableCell key={column} align="center">
                    {permission ? (
                      <Checkbox
                        size="small"
                        checked={ticks.has(permission)}
                        disabled={readOnly}
                        onChange={(event) => onChange(withCell(ticks, area, column, event.target.checked))}
                        slotProps={{ input: { 'aria-label': translate('app.roles.matrix.cell', { area: areaLabel, column: columnLabel(column) }) } }}
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
                  onToggle={(checked) => onChange(withRow(ticks, area, checked))}
                />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
};
