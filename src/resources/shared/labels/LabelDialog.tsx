// Issue 20 item 1: barcode labels printed from where people work. The server draws the PDF; the
// browser opens it in a tab of its own, whose viewer prints or saves it. Issue 32: the PDF is
// fetched first, so that a refusal (a code too long to scan) is told in the dialog, in the
// person's language, rather than opening a tab of raw JSON.
import { useEffect, useId, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Link,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button as ToolbarButton, useCanAccess, useListContext, useRecordContext, useStore, useTranslate, type Identifier } from 'react-admin';
import { API_URL, httpClient } from '../../../providers/httpClient';
import { messageOf } from '../useRecordAction';
import { usePhone } from '../PhoneList';
import { NumberTextField, numberOfText, textOfNumber } from '../../../ui/NumberInput';
import { LABEL_LAYOUTS, MAX_COPIES, MAX_LABEL_IDS, MAX_LABELS, type LabelLayout } from '../../../../contract/labels';
import { DEFAULT_LABEL_LAYOUT, MIN_COPIES, isLabelCopies, isLabelLayout, labelLimitOf, productLabelsUrl, rackLabelsUrl, type RackScope } from './labelUrl';

/** What the labels are of; `kind` is also the resource whose readers may print them. */
export type LabelTarget = { kind: 'products'; ids: readonly Identifier[]; quantities?: readonly number[] } | { kind: 'racks'; scope: RackScope };

/** The dialog's first line: what will be printed. */
function summaryOf(target: LabelTarget): [string, object] {
  if (target.kind === 'products') {
    if (target.quantities) return ['app.labels.summary.received', { smart_count: target.quantities.reduce((sum, n) => sum + n, 0) }];
    return ['app.labels.summary.products', { smart_count: target.ids.length }];
  }
  const { scope } = target;
  if ('ids' in scope) return ['app.labels.summary.racks', { smart_count: scope.ids.length }];
  return ['warehouse_id' in scope ? 'app.labels.summary.warehouse' : 'app.labels.summary.room', {}];
}

export const LabelDialog = ({ target, onClose }: { target: LabelTarget; onClose: () => void }) => {
  const translate = useTranslate();
  const phone = usePhone();
  const titleId = useId();
  const [storedLayout, storeLayout] = useStore<string>('labels.layout', DEFAULT_LABEL_LAYOUT);
  const [layout, setLayout] = useState<LabelLayout>(isLabelLayout(storedLayout) ? storedLayout : DEFAULT_LABEL_LAYOUT);
  const [copies, setCopies] = useState(String(MIN_COPIES));
  const [price, setPrice] = useState(false);
  const askCopies = target.kind === 'products' && !target.quantities;
  const copiesValid = !askCopies || isLabelCopies(Number(copies));
  const limit = target.kind === 'products' ? labelLimitOf(target.ids, target.quantities) : null;
  const [summary, summaryArgs] = summaryOf(target);
  const [opening, setOpening] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The PDF the browser would not open in a tab of its own (a pop-up blocker): a link to it instead.
  const [blockedPdf, setBlockedPdf] = useState<string | null>(null);
  const mounted = useRef(true);

  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  // Kept a while after the dialog goes: a tab opened from the link reads it meanwhile.
  useEffect(() => () => (blockedPdf ? void setTimeout(() => URL.revokeObjectURL(blockedPdf), 60_000) : undefined), [blockedPdf]);

  const openPdf = async () => {
    const url =
      target.kind === 'products'
        ? productLabelsUrl(API_URL, { ids: target.ids, quantities: target.quantities, layout, copies: Number(copies), price })
        : rackLabelsUrl(API_URL, target.scope, layout);
    storeLayout(layout);
    setOpening(true);
    setRefusal(null);
    try {
      const { blob } = await httpClient(url, { headers: { Accept: 'application/pdf' }, binary: true });
      if (!blob?.type.startsWith('application/pdf')) throw new Error('app.labels.not_pdf');
      const pdf = URL.createObjectURL(blob);
      const tab = window.open(pdf, '_blank');
      if (!tab) {
        if (mounted.current) setBlockedPdf(pdf);
        return;
      }
      // Not "noopener" in window.open, which would hide whether the tab opened at all.
      tab.opener = null;
      // The tab reads the PDF meanwhile.
      setTimeout(() => URL.revokeObjectURL(pdf), 60_000);
      onClose();
    } catch (error) {
      if (mounted.current) setRefusal(messageOf(error));
    } finally {
      if (mounted.current) setOpening(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('app.labels.title')}</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Box>
          <DialogContentText>{translate(summary, summaryArgs)}</DialogContentText>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {translate('app.labels.new_tab')}
          </Typography>
        </Box>
        <FormControl component="fieldset">
          <FormLabel component="legend">{translate('app.labels.layout.label')}</FormLabel>
          <RadioGroup value={layout} onChange={(event) => setLayout(event.target.value as LabelLayout)}>
            {LABEL_LAYOUTS.map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={translate(`app.labels.layout.${value}`)} />
            ))}
          </RadioGroup>
        </FormControl>
        {askCopies && (
          <NumberTextField
            kind="quantity"
            min={MIN_COPIES}
            max={MAX_COPIES}
            label={translate('app.labels.copies')}
            value={numberOfText(copies)}
            onChange={(value) => setCopies(textOfNumber(value))}
            error={!copiesValid}
            helperText={translate('app.labels.copies_help', { min: MIN_COPIES, max: MAX_COPIES })}
            sx={{ maxWidth: 240 }}
          />
        )}
        {limit && <Alert severity="warning">{translate(limit, { ids: MAX_LABEL_IDS, labels: MAX_LABELS })}</Alert>}
        {target.kind === 'products' && (
          <FormControlLabel control={<Checkbox checked={price} onChange={(event) => setPrice(event.target.checked)} />} label={translate('app.labels.price')} />
        )}
        {refusal && <Alert severity="error">{translate(refusal, { _: refusal })}</Alert>}
        {blockedPdf && (
          <Alert severity="info">
            {translate('app.labels.blocked')}{' '}
            <Link href={blockedPdf} target="_blank" rel="noopener" onClick={onClose}>
              {translate('app.labels.open')}
            </Link>
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" startIcon={<PictureAsPdfIcon />} disabled={!copiesValid || !!limit || opening} onClick={openPdf}>
          {translate(opening ? 'app.labels.opening' : 'app.labels.open')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * A toolbar button opening the dialog, for users who may read what the labels are of (the
 * server asks the same). As react-admin's other toolbar buttons, only its icon on a phone.
 */
export const LabelsButton = ({ label, target }: { label: string; target: LabelTarget | undefined }) => {
  const { canAccess } = useCanAccess({ resource: target?.kind ?? 'products', action: 'list' });
  const [open, setOpen] = useState(false);
  if (!target || !canAccess) return null;
  return (
    <>
      <ToolbarButton label={label} onClick={() => setOpen(true)}>
        <LocalOfferIcon />
      </ToolbarButton>
      {open && <LabelDialog target={target} onClose={() => setOpen(false)} />}
    </>
  );
};

/** The products list's bulk action: labels of the selected products. */
export const BulkProductLabelsButton = () => {
  const { selectedIds } = useListContext();
  return <LabelsButton label="app.labels.action" target={{ kind: 'products', ids: selectedIds }} />;
};

/** On a product's page: its label. */
export const ProductLabelButton = () => {
  const record = useRecordContext();
  return <LabelsButton label="app.labels.print_one" target={record && { kind: 'products', ids: [record.id] }} />;
};

/** On a location's page: the labels of its racks, `of` naming what the record is. */
export const RackLabelsButton = ({ of }: { of: 'warehouse' | 'room' | 'rack' }) => {
  const record = useRecordContext();
  const scope: RackScope | undefined = !record
    ? undefined
    : of === 'warehouse'
      ? { warehouse_id: record.id }
      : of === 'room'
        ? { room_id: record.id }
        : { ids: [record.id] };
  return <LabelsButton label={of === 'rack' ? 'app.labels.rack' : 'app.labels.racks'} target={scope && { kind: 'racks', scope }} />;
};
