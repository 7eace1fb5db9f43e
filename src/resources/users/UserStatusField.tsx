import { useRecordContext, useTranslate } from 'react-admin';
import { Chip, type ChipProps } from '@mui/material';
import type { User } from '../../../contract/access';

const COLORS: Record<User['status'], ChipProps['color']> = { active: 'success', disabled: 'default', pending: 'warning' };

/** The account status as a chip, so a pending account stands out in lists and on its page. */
export const UserStatusField = (_props: { source?: 'status'; label?: string }) => {
  const translate = useTranslate();
  const record = useRecordContext<User>();
  if (!record) return null;
  return <Chip size="small" color={COLORS[record.status]} label={translate(`app.users.status.${record.status}`)} />;
};
