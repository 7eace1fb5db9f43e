import type { ReactNode } from 'react';
import { useRecordContext } from 'react-admin';
import { Edit, type EditPageProps } from './ResourcePage';
import { Box, Card } from '@mui/material';
import { HistoryPanel } from './HistoryPanel';

/**
 * The edit page's body: the form in its card, and the record's history in a card of its
 * own below it, so the form's Save toolbar still closes the form.
 */
const FormThenHistory = ({ children, className }: { children?: ReactNode; className?: string }) => {
  const record = useRecordContext();
  return (
    <Box className={className}>
      <Card>{children}</Card>
      {record && (
        <Card sx={{ mt: 2 }}>
          <HistoryPanel />
        </Card>
      )}
    </Box>
  );
};

/** DESIGN.md §6 "Audit": every edit screen lists its record's history, like its show screen. */
export const EditWithHistory = (props: EditPageProps) => <Edit component={FormThenHistory} {...props} />;
