import type { ReactNode } from 'react';
import { CreateButton, DataTable, Pagination, ReferenceManyField, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';

interface ChildLocationsProps {
  /** `rooms` under a warehouse, `racks` under a room. */
  reference: 'rooms' | 'racks';
  /** The child's key to the shown record: `warehouse_id` or `room_id`. */
  target: 'warehouse_id' | 'room_id';
  addLabel: string;
  emptyText: string;
  /** The DataTable columns. */
  children: ReactNode;
}

/**
 * The rooms of a warehouse or the racks of a room, on the parent's show screen. Hidden
 * without view_rooms (a warehouse reader may lack it); the add button hides itself without
 * manage_rooms and opens the create form with the parent filled in.
 */
export const ChildLocations = ({ reference, target, addLabel, emptyText, children }: ChildLocationsProps) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: reference, action: 'list' });
  if (!record || !canAccess) return null;
  return (
    <Box component="section" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate(`resources.${reference}.name`, { smart_count: 2 })}
        </Typography>
        <CreateButton resource={reference} state={{ record: { [target]: record.id } }} label={addLabel} />
      </Box>
      <ReferenceManyField
        reference={reference}
        target={target}
        sort={{ field: 'code', order: 'ASC' }}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[25]} />}
        empty={<Typography color="text.secondary">{translate(emptyText)}</Typography>}
      >
        <DataTable rowClick="show" bulkActionButtons={false}>
          {children}
        </DataTable>
      </ReferenceManyField>
    </Box>
  );
};
