import { useTranslate } from 'react-admin';
import { Box, Tooltip } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
/** The live stream's state (src/providers/liveEvents.ts). */
type LiveStatus = 'connecting' | 'live' | 'down';

/** Issue 34: a small sign in a header while the live stream is down; nothing while it is up. */
export const LiveDownSign = ({ status }: { status: LiveStatus }) => {
  const translate = useTranslate();
  if (status !== 'down') return null;
  const label = translate('app.live.down');
  return (
    <Tooltip title={label}>
      {/* A status (a polite live region): a screen reader hears it when it appears. */}
      <Box component="span" role="status" aria-label={label} sx={{ display: 'inline-flex', mx: 0.5, opacity: 0.85, flexShrink: 0 }}>
        <CloudOffIcon fontSize="small" />
      </Box>
    </Tooltip>
  );
};
