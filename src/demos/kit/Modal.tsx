import { useState, type ReactNode } from 'react';
import { Box, Dialog, DialogActions, DialogContent, DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';

// SPEC.md §9: the modal's default width is "max-w-xl" (36rem); a scrolling body is at most 400 px high.
const DEFAULT_WIDTH = 576;
const SCROLL_MAX_HEIGHT = 400;

export interface ModalProps {
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Controlled from outside when given; otherwise the modal opens from its own `trigger`. */
  open?: boolean;
  onClose?: () => void;
  /** The element that opens an uncontrolled modal: called with the function that opens it. */
  trigger?: (open: () => void) => ReactNode;
  /** The body scrolls within 400 px instead of growing. */
  scrollContent?: boolean;
  /** With the backdrop disabled, clicking outside does not close the modal. */
  disableBackdrop?: boolean;
  width?: number;
}

/** SPEC.md §2 "Generic modal": title, close button, optional footer and scrolling content. */
export const Modal = ({ title, children, footer, open, onClose, trigger, scrollContent = false, disableBackdrop = false, width = DEFAULT_WIDTH }: ModalProps) => {
  const [ownOpen, setOwnOpen] = useState(false);
  const controlled = open !== undefined;
  const isOpen = controlled ? open : ownOpen;
  const close = () => {
    if (!controlled) setOwnOpen(false);
    onClose?.();
  };
  return (
    <>
      {trigger?.(() => setOwnOpen(true))}
      <Dialog
        open={isOpen}
        onClose={(_event, reason) => {
          if (disableBackdrop && reason === 'backdropClick') return;
          close();
        }}
        hideBackdrop={disableBackdrop}
        PaperProps={{ sx: { width, maxWidth: 'calc(100% - 32px)' } }}
      >
        <DialogTitle sx={{ pr: 6 }}>
          {title}
          <IconButton aria-label="Close" onClick={close} sx={{ position: 'absolute', insetInlineEnd: 8, top: 8 }}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers>
          <Box sx={scrollContent ? { maxHeight: SCROLL_MAX_HEIGHT, overflowY: 'auto' } : undefined}>{children}</Box>
        </DialogContent>
        {footer && <DialogActions>{footer}</DialogActions>}
      </Dialog>
    </>
  );
};
