import { useEffect } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import { Badge, IconButton, Tooltip } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { flush } from '../offline/floorQueue';
import { useFloorQueuePending } from '../offline/useFloorQueue';

/** Issue 35 item 3: how many floor actions wait on this phone; opens the list on /scan. */
export const FloorQueueBadge = () => {
  const translate = useTranslate();
  const pending = useFloorQueuePending();
  // Signed in (again, after a session ended offline): what this person left waiting goes now.
  useEffect(() => void flush(), []);
  if (!pending) return null;
  const label = translate('app.offline.badge', { smart_count: pending });
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" component={LinkBase} to="/scan#queue" aria-label={label}>
        <Badge badgeContent={pending} color="warning">
          <CloudUploadIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
};
