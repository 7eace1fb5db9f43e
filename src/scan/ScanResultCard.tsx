import type { ReactNode } from 'react';
import { useCanAccess, useGetOne, useNavigate, useTranslate } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, Chip, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import type { ScanResult } from '../../contract/scan';
import { recordPathOf } from './scanApi';
import { DOCUMENT_FLOWS, type DocumentFlow, type ScanFlow } from './scanFlow';
import { THUMB_BAR_SX, TOUCH_TARGET } from './touch';
import { useProductStock, useRackContents, type StockHere } from './useStockHere';

const OnHandLines = ({ title, stock, empty }: { title: string; stock: StockHere; empty: string }) => {
  const translate = useTranslate();
  if (!stock.allowed) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3" color="text.secondary">
        {translate(title)}
      </Typography>
      {stock.isPending ? (
        <Skeleton height={48} aria-label={translate('ra.page.loading')} />
      ) : stock.error ? (
        <Alert severity="error">{translate('app.scan.load_error', { message: stock.error.message })}</Alert>
      ) : stock.lines.length === 0 ? (
        <Typography sx={{ py: 1.5 }}>{translate(empty)}</Typography>
      ) : (
        <List disablePadding aria-label={translate(title)}>
          {stock.lines.map((line) => (
            <ListItem key={line.id} divider disableGutters sx={{ minHeight: 48 }}>
              <ListItemText primary={line.label} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
              <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap', ml: 2 }}>{translate('app.scan.on_hand', { count: line.onHand })}</Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
};

interface ResultProps {
  result: ScanResult;
  onStart: (flow: ScanFlow) => void;
}

/** Moving stock drafts and posts an adjustment: manage_stock_adjustments. */
const useMayMove = () => !!useCanAccess({ resource: 'stock-adjustments', action: 'create' }).canAccess;

const OpenButton = ({ result, main }: { result: ScanResult; main?: boolean }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Button variant={main ? 'contained' : 'outlined'} size="large" startIcon={<OpenInNewIcon />} onClick={() => navigate(recordPathOf(result))} sx={TOUCH_TARGET}>
      {translate('app.scan.open')}
    </Button>
  );
};

const FlowButton = ({ label, onClick }: { label: string; onClick: () => void }) => {
  const translate = useTranslate();
  return (
    <Button variant="contained" size="large" startIcon={<SwapHorizIcon />} onClick={onClick} sx={TOUCH_TARGET}>
      {translate(label)}
    </Button>
  );
};

const ResultFrame = ({ result, children, actions }: { result: ScanResult; children?: ReactNode; actions: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card component="section" aria-label={result.label} sx={{ overflow: 'visible' }}>
      <CardContent>
        <Chip size="small" label={translate(`app.scan.kinds.${result.kind}`)} sx={{ mb: 1 }} />
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {result.label}
        </Typography>
        {children}
      </CardContent>
      <Box sx={THUMB_BAR_SX}>{actions}</Box>
    </Card>
  );
};

/** A product's racks or a rack's products; "Move stock" when there is stock to move and the user may move it. */
const StockResult = ({ result, onStart, stock }: ResultProps & { stock: StockHere }) => {
  const mayMove = useMayMove();
  const ofProduct = result.kind === 'product';
  const scanned = { id: result.id, label: result.label };
  const actions = (
    <>
      <OpenButton result={result} />
      {mayMove && stock.lines.length > 0 && (
        <FlowButton
          label={ofProduct ? 'app.scan.move_stock' : 'app.scan.move_from_here'}
          onClick={() => onStart({ kind: 'move', start: ofProduct ? { product: scanned } : { from: scanned } })}
        />
      )}
    </>
  );
  return (
    <ResultFrame result={result} actions={actions}>
      <OnHandLines
        title={ofProduct ? 'app.scan.stock_by_rack' : 'app.scan.rack_contents'}
        stock={stock}
        empty={ofProduct ? 'app.scan.no_stock' : 'app.scan.empty_rack'}
      />
    </ResultFrame>
  );
};

const ProductResult = (props: ResultProps) => {
  const stock = useProductStock(props.result.id);
  return <StockResult {...props} stock={stock} />;
};

const RackResult = (props: ResultProps) => {
  const stock = useRackContents(props.result.id);
  return <StockResult {...props} stock={stock} />;
};

/**
 * An order, purchase order or job card: its floor flow beside "Open" when its status allows it
 * and the user may change that document; else what has to happen first, and "Open" alone.
 */
const DocumentResult = ({ result, onStart, flow }: ResultProps & { flow: DocumentFlow }) => {
  const translate = useTranslate();
  const { canAccess: mayWrite } = useCanAccess({ resource: flow.resource, action: 'edit' });
  const { data: document, error } = useGetOne<{ id: number; number: string; status: string }>(flow.resource, { id: result.id });
  const ready = !!document && flow.ready.includes(document.status);
  const offered = ready && !!mayWrite;
  const actions = (
    <>
      <OpenButton result={result} main={!offered} />
      {offered && <FlowButton label={flow.action} onClick={() => onStart(flow.start(result.id))} />}
    </>
  );
  return (
    <ResultFrame result={result} actions={actions}>
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate(error.message, { _: error.message })}
        </Alert>
      ) : !document ? (
        <Skeleton height={48} aria-label={translate('ra.page.loading')} />
      ) : (
        !ready &&
        mayWrite && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {translate(`app.scan.not_ready.${result.kind}.${document.status}`, { number: document.number })}
          </Alert>
        )
      )}
    </ResultFrame>
  );
};

/** What a scan found: its label and kind; a product's racks or a rack's products, with "Move stock"; a document's floor flow; "Open" for all. */
export const ScanResultCard = ({ result, onStart }: ResultProps) => {
  if (result.kind === 'product') return <ProductResult result={result} onStart={onStart} />;
  if (result.kind === 'rack') return <RackResult result={result} onStart={onStart} />;
  const flow = DOCUMENT_FLOWS[result.kind];
  if (flow) return <DocumentResult result={result} onStart={onStart} flow={flow} />;
  return <ResultFrame result={result} actions={<OpenButton result={result} main />} />;
};
