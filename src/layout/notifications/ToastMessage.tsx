import type { ReactNode } from 'react';
import { CloseNotificationContext } from 'react-admin';
import { Box, Button } from '@mui/material';
import type { ToastContentProps } from 'react-toastify/unstyled';

interface ToastMessageProps extends Partial<ToastContentProps> {
  message: ReactNode;
  multiLine?: boolean;
  undo?: { label: string; onUndo: () => void };
}

/**
 * A notification's body inside a toast. The container passes `closeToast`; a message given as
 * an element may close its toast with react-admin's useCloseNotification, as in a Snackbar.
 */
export const ToastMessage = ({ message, multiLine, undo, closeToast }: ToastMessageProps) => {
  const close = () => closeToast?.(true);
  return (
    <CloseNotificationContext.Provider value={close}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, whiteSpace: multiLine ? 'pre-wrap' : undefined }}>
        <Box sx={{ flex: 1 }}>{message}</Box>
        {undo && (
          <Button
            size="small"
            onClick={() => {
              undo.onUndo();
              close();
            }}
          >
            {undo.label}
          </Button>
        )}
      </Box>
    </CloseNotificationContext.Provider>
  );
};
