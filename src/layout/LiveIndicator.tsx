import { useLiveStatus } from '../providers/live';
import { LiveDownSign } from '../ui/LiveDownSign';

/** The staff header's sign of the live stream (src/providers/live.ts). */
export const LiveIndicator = () => <LiveDownSign status={useLiveStatus()} />;
