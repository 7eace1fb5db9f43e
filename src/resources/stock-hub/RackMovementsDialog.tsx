import { useTranslate } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { MovementHistory } from './MovementHistory';

export interface RackRef {
  rackId: number;
  path: string;
}

/** Every product's movements in one rack, opened from the drill-down. */
export const RackMovementsDialog = ({ rack, onClose }: { rack: RackRef | null; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog open={rack != null} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="rack-movements-title">
      {rack && (
        <>
          <DialogTitle id="rack-movements-title">{translate('app.stock_hub.rack_movements', { path: rack.path })}</DialogTitle>
          <DialogContent>
            <MovementHistory filter={{ rack_id: rack.rackId }} />
          </DialogContent>
        </>
      )}
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
