import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRecordContext, useResourceContext } from 'react-admin';
import { Edit, type EditPageProps } from './ResourcePage';
import { Box, Card } from '@mui/material';
import { HistoryPanel } from './HistoryPanel';
import { StaleRecordNotice } from './RecordChanges';

/**
 * The edit page's body: the form in its card, and the record's history in a card of its
 * own below it, so the form's Save toolbar still closes the form.
 */
const FormThenHistory = ({ children, className }: { children?: ReactNode; className?: string }) => {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const queryClient = useQueryClient();
  // Reload: read the record again, then draw the form anew from it (the person's edits go).
  const [drawn, setDrawn] = useState(0);
  const reload = async () => {
    await queryClient.refetchQueries({ queryKey: [resource, 'getOne', { id: String(record?.id) }] });
    setDrawn((count) => count + 1);
  };
  return (
    <Box className={className}>
      <StaleRecordNotice resource={resource} id={record?.id} onReload={() => void reload()} />
      <Card key={drawn}>{children}</Card>
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
