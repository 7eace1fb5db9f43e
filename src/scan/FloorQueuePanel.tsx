import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, Chip, List, ListItem, Typography } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { discard, flush, resend, type QueuedAction } from '../offline/floorQueue';
import { useFloorQueue } from '../offline/useFloorQueue';
import { QuantityStepper } from './QuantityStepper';
import { TOUCH_TARGET } from './touch';

const STATE_COLOR = { waiting: 'default', sending: 'info', refused: 'error', sent: 'success' } as const;

/** The field a person may change before sending a refused action again: how many. */
const QUANTITY_FIELDS = ['quantity', 'counted'] as const;

const Refused = ({ action }: { action: QueuedAction }) => {
  const translate = useTranslate();
  const field = QUANTITY_FIELDS.find((name) => typeof action.body[name] === 'number');
  const [quantity, setQuantity] = useState(field ? (action.body[field] as number) : 0);
  const valid = Number.isInteger(quantity) && quantity >= (field === 'counted' ? 0 : 1);
  return (
    <Box sx={{ display: 'grid', gap: 1, mt: 1, width: '100%' }}>
      <Alert severity="error">{translate(action.reason ?? 'ra.notification.http_error', { _: action.reason })}</Alert>
      {field && (
        <QuantityStepper value={quantity} min={field === 'counted' ? 0 : 1} onChange={setQuantity} />
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          disabled={!!field && !valid}
          onClick={() => void resend(action, field ? { ...action.body, [field]: quantity } : action.body, action.summary)}
          sx={TOUCH_TARGET}
        >
          {translate('app.offline.send_again')}
        </Button>
        <Button color="error" onClick={() => window.confirm(translate('app.offline.discard_confirm')) && void discard(action)} sx={TOUCH_TARGET}>
          {translate('app.offline.discard')}
        </Button>
      </Box>
    </Box>
  );
};

/**
 * Issue 35 item 3: what this phone keeps for the server, in the order it was done, with each
 * one's state as the server answers; a refused one with the server's reason and the person's choices.
 */
export const FloorQueuePanel = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const actions = useFloorQueue();
  if (!actions.length) return null;
  const waiting = actions.filter((action) => action.state !== 'sent').length;
  const time = (iso: string) => new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  return (
    <Card component="section" aria-label={translate('app.offline.queue_title')} id="queue">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {translate('app.offline.queue_title')}
          </Typography>
          {waiting > 0 && (
            <Button startIcon={<CloudUploadIcon />} onClick={() => void flush()} sx={TOUCH_TARGET}>
              {translate('app.offline.send_now')}
            </Button>
          )}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {translate('app.offline.queue_hint')}
        </Typography>
        <List dense>
          {actions.map((action) => (
            <ListItem key={action.seq} divider sx={{ display: 'block', px: 0 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', justifyContent: 'space-between' }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{action.summary}</Typography>
                <Chip size="small" color={STATE_COLOR[action.state]} label={translate(`app.offline.state_${action.state}`)} />
              </Box>
              <Typography variant="caption" color="text.secondary">
                {translate('app.offline.done_at', { time: time(action.doneAt) })}
              </Typography>
              {action.state === 'refused' && <Refused action={action} />}
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
