import type { ChangeEvent } from 'react';
import {
  CreateButton,
  Title,
  useCanAccess,
  useGetList,
  useLocation,
  useNavigate,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { Alert, Box, Button, Card, CardContent, LinearProgress, MenuItem, Skeleton, TextField, Typography } from '@mui/material';
import type { Warehouse } from '../../../contract/locations';
import { LocationTree } from './LocationTree';
import { roomRackPath, WAREHOUSE_PARAM } from './roomRackPath';
import { useWarehouseTree } from './useWarehouseTree';

/** A business has a handful of warehouses: one page holds them all. */
const ALL_WAREHOUSES = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'code', order: 'ASC' as const } };

const TreeLoading = () => {
  const translate = useTranslate();
  return (
    <Box aria-busy="true" aria-label={translate('ra.page.loading')}>
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} height={40} sx={{ ml: row ? 4 : 0 }} />
      ))}
    </Box>
  );
};

const WarehouseTreePanel = ({ warehouseId }: { warehouseId: Identifier }) => {
  const translate = useTranslate();
  const { data, isPending, isFetching, error, refetch } = useWarehouseTree(warehouseId);
  if (isPending) return <TreeLoading />;
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => refetch()}>
            {translate('ra.action.refresh')}
          </Button>
        }
      >
        {translate('app.room_rack.load_error', { message: error.message })}
      </Alert>
    );
  }
  return (
    <>
      {/* A thin bar while the tree reloads after an edit; the space is kept so nothing jumps. */}
      <Box sx={{ height: 4, mb: 1 }}>{isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}</Box>
      <LocationTree key={warehouseId} tree={data} />
    </>
  );
};

/** The warehouses to choose from; empty for a user who may read rooms but not warehouses. */
function useWarehouseChoices() {
  const { canAccess, isPending: checking } = useCanAccess({ resource: 'warehouse', action: 'list' });
  const list = useGetList<Warehouse>('warehouse', ALL_WAREHOUSES, { enabled: canAccess === true });
  return {
    canChoose: canAccess === true,
    warehouses: list.data ?? [],
    isPending: checking || (canAccess === true && list.isPending),
    error: list.error,
  };
}

/**
 * DESIGN.md §4 `room-rack`: warehouse → rooms → racks in one screen. The chosen warehouse
 * lives in the address (?warehouse=id); without one, the first warehouse is shown. The tree
 * itself needs only view_rooms, so without view_warehouses a linked warehouse still opens.
 */
export const RoomRackPage = () => {
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'rooms', action: 'edit' });
  const { canChoose, warehouses, isPending, error } = useWarehouseChoices();
  const requested = new URLSearchParams(location.search).get(WAREHOUSE_PARAM);
  const selectedId: Identifier | undefined = canChoose
    ? (warehouses.find((warehouse) => String(warehouse.id) === requested) ?? warehouses[0])?.id
    : (requested ?? undefined);

  const choose = (event: ChangeEvent<HTMLInputElement>) => navigate(roomRackPath(event.target.value), { replace: true });

  let body;
  if (isPending) body = <TreeLoading />;
  else if (error) body = <Alert severity="error">{translate('app.room_rack.load_error', { message: error.message })}</Alert>;
  else if (selectedId !== undefined) body = <WarehouseTreePanel warehouseId={selectedId} />;
  else if (!canChoose) body = <Alert severity="info">{translate('app.room_rack.no_warehouse_access')}</Alert>;
  else {
    body = (
      <Box sx={{ textAlign: 'center', py: 4 }}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.room_rack.no_warehouses')}
        </Typography>
        <CreateButton resource="warehouse" variant="contained" />
      </Box>
    );
  }

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="app.room_rack.title" />
      <Card>
        <CardContent>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
            {canChoose && (
              <TextField
                select
                label={translate('app.room_rack.warehouse')}
                value={selectedId === undefined ? '' : String(selectedId)}
                onChange={choose}
                disabled={selectedId === undefined}
                size="small"
                fullWidth={false}
                sx={{ minWidth: 320 }}
              >
                {warehouses.map((warehouse) => (
                  <MenuItem key={warehouse.id} value={String(warehouse.id)}>
                    {warehouse.code} — {warehouse.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {canEdit === false && (
              <Typography variant="body2" color="text.secondary">
                {translate('app.room_rack.read_only')}
              </Typography>
            )}
          </Box>
          {body}
        </CardContent>
      </Card>
    </Box>
  );
};
