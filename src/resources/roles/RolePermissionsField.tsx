import { useRecordContext, useTranslate } from 'react-admin';
import { Chip, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { Role } from '../../../contract/access';
import { AREAS } from '../../../contract/permissions';
import { cellPermission, MATRIX_COLUMNS, ticksOf } from './matrixTicks';

/** Permissions grouped by area, in the matrix's words: one row per area reached, with read and/or write (a role's, an API key's). */
export const PermissionAreas = ({ permissions, label }: { permissions: string | readonly string[]; label: string }) => {
  const translate = useTranslate();
  const ticks = ticksOf(typeof permissions === 'string' ? permissions : permissions.join(','));
  const reached = AREAS.filter((area) => ticks.has(area.read) || (area.write && ticks.has(area.write)));
  if (!reached.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.roles.no_permissions')}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={label}>
      <TableBody>
        {reached.map((area) => (
          <TableRow key={area.area}>
            <TableCell component="th" scope="row" sx={{ pl: 0 }}>
              {translate(`app.areas.${area.area}`)}
            </TableCell>
            <TableCell>
              <Stack direction="row" spacing={1}>
                {MATRIX_COLUMNS.filter((column) => {
                  const permission = cellPermission(area, column);
                  return permission && ticks.has(permission);
                }).map((column) => (
                  <Chip key={column} size="small" color={column === 'write' ? 'primary' : 'default'} label={translate(`app.roles.matrix.${column}`)} />
                ))}
              </Stack>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** The role's permissions grouped by area. */
export const RolePermissionsField = () => {
  const translate = useTranslate();
  const record = useRecordContext<Role>();
  if (!record) return null;
  return <PermissionAreas permissions={record.permissions} label={translate('resources.roles.fields.permissions')} />;
};
