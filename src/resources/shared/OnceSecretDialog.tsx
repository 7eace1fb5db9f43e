import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CheckIcon from '@mui/icons-material/Check';

interface OnceSecretDialogProps {
  /** The secret, from the creation's answer: no later read has it (DESIGN.md §5 "Integrations"). */
  secret: string | null;
  title: string;
  lead: string;
  /** What the secret is, for screen readers ("Secret", "Signing secret"). */
  label: string;
  /** Called once the person says they have copied it; the secret is gone from the screen then. */
  onDone: () => void;
}

/**
 * A secret shown once (an API key's, a webhook's signing secret): with a copy button, the plain
 * sentence that it will not be shown again, and no way out but "I have copied it" (no Escape,
 * no click beside it).
 */
export const OnceSecretDialog = ({ secret, title, lead, label, onDone }: OnceSecretDialogProps) => {
  const translate = useTranslate();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret ?? '');
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Dialog open={!!secret} aria-labelledby="once-secret-title" fullWidth maxWidth="sm" disableEscapeKeyDown onClose={() => undefined}>
      <DialogTitle id="once-secret-title">{title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {lead}
        </Typography>
        <Box
          component="output"
          aria-label={label}
          sx={{ display: 'block', p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontFamily: 'monospace', fontSize: '0.95rem', wordBreak: 'break-all', userSelect: 'all' }}
        >
          {secret}
        </Box>
        <Button size="small" sx={{ mt: 1 }} startIcon={copied === 'yes' ? <CheckIcon /> : <ContentCopyIcon />} onClick={copy}>
          {translate(copied === 'yes' ? 'app.secret_once.copied' : 'app.secret_once.copy')}
        </Button>
        {copied === 'failed' && (
          <Typography variant="body2" color="error" sx={{ mt: 1 }}>
            {translate('app.secret_once.copy_failed')}
          </Typography>
        )}
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('app.secret_once.not_again')}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onDone}>
          {translate('app.secret_once.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
