import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Title, useCanAccess, useLocation, useTranslate } from 'react-admin';
import { Alert, Box, Button, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import type { ScanResult } from '../../contract/scan';
import { CameraScanner } from './CameraScanner';
import { CountStockCard } from './CountStockCard';
import { MoveStockCard, type CodeSink } from './MoveStockCard';
import { PickOrderCard } from './PickOrderCard';
import { ReceiveLineCard } from './ReceiveLineCard';
import { RecordPartCard } from './RecordPartCard';
import { keepRackCodes, lookUpCode, refusalOf } from './scanApi';
import type { ScanFlow } from './scanFlow';
import { FloorQueuePanel } from './FloorQueuePanel';
import { ScanResultCard } from './ScanResultCard';
import { TOUCH_TARGET } from './touch';
import { useScanFeed } from './useScannerWedge';

type Lookup = { state: 'idle' } | { state: 'looking'; code: string } | { state: 'found'; result: ScanResult } | { state: 'failed'; message: string };

/** The field a handheld scanner types into (code, then Enter), and the way in without a camera. */
const CodeField = ({ onCode }: { onCode: (code: string) => void }) => {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    onCode(code);
    setCode('');
    // The phone's keyboard goes away so the answer shows; a handheld scanner's next code still
    // arrives (through the window-wide listener, useScannerWedge.ts).
    inputRef.current?.blur();
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'stretch' }}>
      <TextField
        inputRef={inputRef}
        label={translate('app.scan.code')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        fullWidth
        autoComplete="off"
        slotProps={{ htmlInput: { autoCapitalize: 'characters', autoCorrect: 'off', spellCheck: false, enterKeyHint: 'go', style: { minHeight: 24 } } }}
      />
      <Button type="submit" variant="contained" size="large" sx={{ ...TOUCH_TARGET, minWidth: 80 }}>
        {translate('app.scan.go')}
      </Button>
    </Box>
  );
};

const Outcome = ({ lookup, onStart }: { lookup: Lookup; onStart: (flow: ScanFlow) => void }) => {
  const translate = useTranslate();
  switch (lookup.state) {
    case 'idle':
      return <Typography color="text.secondary">{translate('app.scan.hint')}</Typography>;
    case 'looking':
      return (
        <Box role="status">
          <Typography sx={{ mb: 1 }}>{translate('app.scan.looking', { code: lookup.code })}</Typography>
          <LinearProgress aria-hidden />
        </Box>
      );
    case 'failed':
      return <Alert severity="warning">{translate(lookup.message, { _: lookup.message })}</Alert>;
    case 'found':
      return <ScanResultCard key={`${lookup.result.kind}-${lookup.result.id}`} result={lookup.result} onStart={onStart} />;
  }
};

interface FlowProps {
  flow: ScanFlow;
  sinkRef: RefObject<CodeSink | null>;
  onScan: () => void;
  onCancel: () => void;
  onScanNext: () => void;
}

/** The card of the flow under way. */
const FlowOnScreen = ({ flow, ...page }: FlowProps) => {
  switch (flow.kind) {
    case 'move':
      return <MoveStockCard start={flow.start} {...page} />;
    case 'pick':
      return <PickOrderCard orderId={flow.orderId} {...page} />;
    case 'receive':
      return <ReceiveLineCard purchaseOrderId={flow.purchaseOrderId} {...page} />;
    case 'part':
      return <RecordPartCard jobCardId={flow.jobCardId} {...page} />;
    case 'count':
      return <CountStockCard countId={flow.countId} {...page} />;
  }
};

/**
 * Issue 20 item 3: the shop floor's scan screen, phone first. A code comes from the camera, the
 * field or a handheld scanner; the card under the scanner says what it is and what can be done
 * with it. While a flow is under way (moving stock, picking an order, receiving goods, recording
 * a part), codes go to the step that waits for one.
 */
export const ScanPage = () => {
  const [scanning, setScanning] = useState(true);
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  // "Count on the scan screen" (a stocktake's page) opens /scan?count=<id>: its count flow.
  const { search } = useLocation();
  const [flow, setFlow] = useState<ScanFlow | null>(() => {
    const countId = Number(new URLSearchParams(search).get('count'));
    return Number.isInteger(countId) && countId > 0 ? { kind: 'count', countId } : null;
  });
  const sinkRef = useRef<CodeSink | null>(null);
  // Issue 35 item 2: the racks' codes, kept on the phone for scans where there is no network.
  const { canAccess: readsRacks } = useCanAccess({ resource: 'racks', action: 'list' });
  useEffect(() => {
    if (readsRacks && typeof indexedDB !== 'undefined') void keepRackCodes().catch(() => undefined);
  }, [readsRacks]);
  const cameraRef = useRef<HTMLDivElement>(null);
  // Only the latest code's answer is shown, whatever order the answers come back in.
  const latestLookup = useRef(0);

  const lookUp = async (code: string) => {
    const turn = ++latestLookup.current;
    setFlow(null);
    setLookup({ state: 'looking', code });
    let next: Lookup;
    try {
      next = { state: 'found', result: await lookUpCode(code) };
    } catch (error) {
      next = { state: 'failed', message: refusalOf(error) };
    }
    if (turn === latestLookup.current) setLookup(next);
  };

  const takeCode = (code: string) => {
    const trimmed = code.trim();
    if (!trimmed) return;
    setScanning(false);
    if (flow && sinkRef.current) sinkRef.current(trimmed);
    else void lookUp(trimmed);
  };
  useScanFeed(takeCode);

  const scanAgain = () => {
    setScanning(true);
    cameraRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };
  const scanNext = () => {
    setFlow(null);
    setLookup({ state: 'idle' });
    scanAgain();
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 560, mx: 'auto', pt: 2, pb: 2 }}>
      <Title title="app.scan.title" />
      <Stack spacing={2}>
        <Box ref={cameraRef} sx={{ scrollMarginTop: 16 }}>
          <CameraScanner scanning={scanning} onCode={takeCode} onScanAgain={scanAgain} />
        </Box>
        <CodeField onCode={takeCode} />
        {flow ? (
          <FlowOnScreen flow={flow} sinkRef={sinkRef} onScan={scanAgain} onCancel={() => setFlow(null)} onScanNext={scanNext} />
        ) : (
          <Outcome lookup={lookup} onStart={setFlow} />
        )}
        <FloorQueuePanel />
      </Stack>
    </Box>
  );
};
