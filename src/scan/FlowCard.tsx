import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import type { ScanResult } from '../../contract/scan';
import { messageOf, outcomeUnknown, useActionKey } from '../resources/shared/actionOnce';
import type { CodeSink } from './MoveStockCard';
import { lookUpCode, refusalOf } from './scanApi';
import { STOCK_FIGURES } from '../providers/liveEvents';
import { THUMB_BAR_SX, TOUCH_TARGET } from './touch';

/** What the card says about the last scan or tap: a count that went through, or why nothing happened. */
export type FlowNotice = { severity: 'success' | 'warning' | 'error'; text: string } | null;

/**
 * While the card is mounted and not done, the page's codes come here, one after the other: each
 * is looked up (GET /api/scan/:code) and handed to `take` as it is after the previous one was
 * counted, so a handheld scanner's quick codes never count against a stale state. While the
 * flow's call is under way (`sending`), codes are dropped: the call sends what was shown.
 */
export function useFlowScans(
  sinkRef: RefObject<CodeSink | null>,
  take: (found: ScanResult, code: string) => void,
  setNotice: (notice: FlowNotice) => void,
  { done, sending }: { done: boolean; sending: boolean },
) {
  const [busy, setBusy] = useState(false);
  const latest = useRef({ take, setNotice, sending });
  useLayoutEffect(() => {
    latest.current = { take, setNotice, sending };
  });
  const active = !done;
  const queue = useRef(Promise.resolve());
  useEffect(() => {
    if (!active) return;
    const sink: CodeSink = (code) => {
      if (latest.current.sending) return;
      queue.current = queue.current.then(async () => {
        setBusy(true);
        latest.current.setNotice(null);
        try {
          const found = await lookUpCode(code);
          if (!latest.current.sending) latest.current.take(found, code);
        } catch (error) {
          latest.current.setNotice({ severity: 'error', text: messageOf(error) });
        } finally {
          setBusy(false);
        }
      });
    };
    sinkRef.current = sink;
    return () => {
      if (sinkRef.current === sink) sinkRef.current = null;
    };
  }, [active, sinkRef]);
  return busy;
}

/**
 * The flow's one call to the server, done exactly once (DESIGN.md §5): `submit(action, work)` runs
 * `work` with the Idempotency-Key of `action`, shows its sentence as done or its refusal in the
 * card, and has what it touched read again (`affects`, and the stock lists). When no answer came,
 * the card says the action may not have been done, and `isRetry(action)` holds while the screen
 * still shows that same action: pressing again sends the same key, so it is done at most once,
 * even when what the screen shows (a rack's stock) has moved because the first press went through.
 */
export function useFlowSubmit(affects: readonly string[], setNotice: (notice: FlowNotice) => void) {
  const queryClient = useQueryClient();
  const keys = useActionKey();
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  // Re-rendered when a press is left unanswered or answered, so the button can say "Try again".
  const [, setUnanswered] = useState(false);
  /** Sends `action` through `work`; a retry of an unanswered press runs that press's own work again, with its key. */
  const submit = async (action: object, work: (key: string) => Promise<string>) => {
    setNotice(null);
    setSending(true);
    const attempt = keys.attempt(action, work);
    try {
      setDone(await attempt.request(attempt.key));
      keys.settled();
      setUnanswered(false);
    } catch (error) {
      keys.settled(error);
      setUnanswered(outcomeUnknown(error));
      setNotice({ severity: 'error', text: refusalOf(error) });
    } finally {
      setSending(false);
      for (const resource of [...affects, ...STOCK_FIGURES]) void queryClient.invalidateQueries({ queryKey: [resource] });
    }
  };
  return { sending, done, submit, isRetry: keys.unanswered };
}

interface FlowCardProps {
  title: string;
  /** The sentence saying what was done; the card then offers only "Scan next". */
  done: string | null;
  notice: FlowNotice;
  busy: boolean;
  children: ReactNode;
  /** The bottom bar's buttons while the flow is under way (Cancel first, the main action last). */
  actions: ReactNode;
  onScanNext: () => void;
}

/** What the last scan or tap did, or why nothing happened. */
export const NoticeAlert = ({ notice }: { notice: FlowNotice }) => {
  const translate = useTranslate();
  if (!notice) return null;
  return (
    <Alert severity={notice.severity} role={notice.severity === 'success' ? 'status' : 'alert'} sx={{ mt: 2 }}>
      {translate(notice.text, { _: notice.text })}
    </Alert>
  );
};

/** The frame of a floor flow: its title, one step's content, what the last scan did, the buttons at the thumb. */
export const FlowCard = ({ title, done, notice, busy, children, actions, onScanNext }: FlowCardProps) => {
  const translate = useTranslate();
  return (
    <Card component="section" aria-label={title} sx={{ overflow: 'visible' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {done ? (
          <Alert severity="success" role="status" sx={{ fontSize: '1.05rem' }}>
            {done}
          </Alert>
        ) : (
          <>
            {children}
            {busy && <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mt: 2 }} />}
            <NoticeAlert notice={notice} />
          </>
        )}
      </CardContent>
      <Box sx={THUMB_BAR_SX}>
        {done ? (
          <Button variant="contained" size="large" startIcon={<QrCodeScannerIcon />} onClick={onScanNext} sx={TOUCH_TARGET}>
            {translate('app.scan.move.scan_next')}
          </Button>
        ) : (
          actions
        )}
      </Box>
    </Card>
  );
};

/** The bar's Cancel, and Scan (the camera on again) while a code is awaited. */
export const CancelButton = ({ onCancel }: { onCancel: () => void }) => {
  const translate = useTranslate();
  return (
    <Button variant="outlined" size="large" onClick={onCancel} sx={TOUCH_TARGET}>
      {translate('ra.action.cancel')}
    </Button>
  );
};

export const ScanButton = ({ onScan }: { onScan: () => void }) => {
  const translate = useTranslate();
  return (
    <Button variant="contained" size="large" startIcon={<QrCodeScannerIcon />} onClick={onScan} sx={TOUCH_TARGET}>
      {translate('app.scan.move.scan')}
    </Button>
  );
};

/** The flow's own action at the thumb; "Try again" when the last press got no answer. */
export interface FlowSubmitButton {
  label: string;
  icon: ReactNode;
  disabled: boolean;
  onClick: () => void;
  retry?: boolean;
  /** Takes the focus when it appears, so Enter (a scanner's or a keyboard's) presses it. */
  autoFocus?: boolean;
}

/** The bar of a flow under way: Cancel, then the flow's own action when it is ready, else Scan. */
export const FlowActions = ({ onCancel, onScan, submit }: { onCancel: () => void; onScan: () => void; submit?: FlowSubmitButton }) => {
  const translate = useTranslate();
  return (
    <>
      <CancelButton onCancel={onCancel} />
      {submit ? (
        <Button variant="contained" size="large" startIcon={submit.icon} disabled={submit.disabled} onClick={submit.onClick} autoFocus={submit.autoFocus} sx={TOUCH_TARGET}>
          {translate(submit.retry ? 'app.action.retry' : submit.label)}
        </Button>
      ) : (
        <ScanButton onScan={onScan} />
      )}
    </>
  );
};

/** A flow's card until its document is read: a bar, or what the server said, and Cancel. */
export const LoadingFlowCard = ({ title, error, onCancel, onScanNext }: { title: string; error: unknown } & Pick<FlowCardPageProps, 'onCancel' | 'onScanNext'>) => {
  const translate = useTranslate();
  return (
    <FlowCard title={translate(title)} done={null} notice={null} busy={false} onScanNext={onScanNext} actions={<CancelButton onCancel={onCancel} />}>
      <Loading error={error} />
    </FlowCard>
  );
};

/** A choice a thumb can hit: what it is on the left, its figure ("4 to receive", "12 on hand") on the right. */
export const BigChoice = ({ label, figure, onClick }: { label: string; figure: string; onClick: () => void }) => (
  <Button variant="outlined" onClick={onClick} sx={{ ...TOUCH_TARGET, justifyContent: 'space-between', textAlign: 'start', textTransform: 'none', gap: 2 }}>
    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
      {label}
    </Box>
    <Box component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
      {figure}
    </Box>
  </Button>
);

/** Until the document is read: a bar, or what the server said. */
export const Loading = ({ error }: { error: unknown }) => {
  const translate = useTranslate();
  if (!error) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  const text = messageOf(error);
  return <Alert severity="error">{translate(text, { _: text })}</Alert>;
};

/** Props every floor flow card takes from the page. */
export interface FlowCardPageProps {
  sinkRef: RefObject<CodeSink | null>;
  onScan: () => void;
  onCancel: () => void;
  onScanNext: () => void;
}
