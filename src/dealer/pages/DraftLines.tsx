import { useTranslate } from 'react-admin';
import { Box, IconButton, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography, type Theme } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import RemoveIcon from '@mui/icons-material/Remove';
import { cents, fromCents, orderTotals } from '../../../contract/orderValues';
import { usePrintFormat } from '../../ui/usePrintFormat';
import { labelled, stackedOnPhone } from '../../ui/stackedTable';
import { NumberTextField } from '../../ui/NumberInput';
import { compactCells } from './DealerOrderParts';
import type { DraftLine } from './useOrderDraft';

/** A draft line as shown: the live price and availability, and what is wrong with it, if anything. */
export interface ShownLine extends DraftLine {
  /** False once the product has left the catalogue (made inactive). */
  offered: boolean;
  /** The server's answer for this line on the last submit. */
  serverError?: string;
}

/** What the dealer should fix before the server would accept the line. */
export function lineProblem(line: ShownLine, translate: (key: string, options?: object) => string): string | undefined {
  if (line.serverError) return line.serverError;
  if (!line.offered) return translate('app.dealer_pages.form.not_offered');
  if (!Number.isInteger(line.quantity) || line.quantity < 1) return translate('app.dealer_pages.form.at_least_one');
  if (line.quantity > line.available) return translate('app.orders.only_available', { count: line.available, smart_count: line.available });
  return undefined;
}

/**
 * On a phone each line stacks (stackedOnPhone): its name, then price, quantity and line total
 * one under the other, and its remove button at the right, so no amount lies past the edge.
 */
const phoneLines = (theme: Theme) => ({
  [`@media screen and (max-width: ${theme.breakpoints.values.sm - 0.05}px)`]: {
    '& tbody td.line-remove': { display: 'flex', justifyContent: 'flex-end', py: 0 },
  },
});

const totalCell = { border: 0, typography: 'body2', color: 'text.primary' } as const;

interface DraftLinesProps {
  lines: ShownLine[];
  taxRate: number | undefined;
  setQuantity: (productId: number, quantity: number) => void;
  removeLine: (productId: number) => void;
}

const QuantityStepper = ({ line, setQuantity }: { line: ShownLine; setQuantity: DraftLinesProps['setQuantity'] }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.dealer_pages.form.${key}`, { name: line.name });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5 }}>
      <IconButton size="small" aria-label={t('decrease')} disabled={line.quantity <= 1} onClick={() => setQuantity(line.product_id, line.quantity - 1)}>
        <RemoveIcon fontSize="small" />
      </IconButton>
      <NumberTextField
        kind="quantity"
        min={1}
        max={line.available}
        size="small"
        fullWidth={false}
        value={Number.isFinite(line.quantity) && line.quantity > 0 ? line.quantity : null}
        // The draft is kept in the browser as JSON, where NaN would not survive: a refused text is
        // 0 there, which the line already refuses ("at least one"), and the field says why.
        onChange={(quantity) => setQuantity(line.product_id, quantity !== null && Number.isFinite(quantity) ? quantity : 0)}
        slotProps={{ htmlInput: { 'aria-label': t('quantity'), style: { textAlign: 'right', width: 56 } } }}
      />
      <IconButton
        size="small"
        aria-label={t('increase')}
        disabled={line.quantity >= line.available}
        onClick={() => setQuantity(line.product_id, line.quantity + 1)}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
};

/** The draft's lines with quantity steppers (1..available), and the totals the order will have. */
export const DraftLines = ({ lines, taxRate, setQuantity, removeLine }: DraftLinesProps) => {
  const translate = useTranslate();
  const format = usePrintFormat();
  const head = (name: string) => translate(`resources.orders.fields.lines.${name}`);
  const lineTotal = (line: ShownLine) => fromCents(cents(line.dealer_price) * Math.max(line.quantity, 0));
  // Computed in cents like the server, so what the dealer sees is what the order will say.
  const totals = orderTotals(lines.map(lineTotal), taxRate ?? 0);
  const totalRows: [string, string][] = [
    [translate('app.orders.subtotal'), format.money(totals.subtotal)],
    taxRate == null ? [translate('app.orders.tax_unknown'), '—'] : [translate('app.orders.tax', { rate: taxRate }), format.money(totals.tax)],
    [translate('app.orders.total'), taxRate == null ? '—' : format.money(totals.total)],
  ];
  if (!lines.length) return <Typography color="text.secondary">{translate('app.dealer_pages.form.empty')}</Typography>;
  return (
    <Table size="small" aria-label={translate('app.orders.sections.lines')} sx={[compactCells, stackedOnPhone, phoneLines]}>
      <TableHead>
        <TableRow>
          <TableCell>{head('name')}</TableCell>
          <TableCell align="right">{head('unit_price')}</TableCell>
          <TableCell align="right">{head('quantity')}</TableCell>
          <TableCell align="right">{head('line_total')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => {
          const problem = lineProblem(line, translate);
          return (
            <TableRow key={line.product_id} aria-invalid={problem ? true : undefined}>
              <TableCell>
                {line.name}
                <Typography variant="caption" component="div" color="text.secondary">
                  {`${line.sku} · ${translate('app.orders.available', { count: line.available, smart_count: line.available })}`}
                </Typography>
                {problem && (
                  <Typography role="alert" variant="body2" color="error" sx={{ fontWeight: 600 }}>
                    {problem}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right" {...labelled(head('unit_price'))}>
                {format.money(line.dealer_price)}
              </TableCell>
              <TableCell align="right" {...labelled(head('quantity'))}>
                <QuantityStepper line={line} setQuantity={setQuantity} />
              </TableCell>
              <TableCell align="right" {...labelled(head('line_total'))}>
                {format.money(lineTotal(line))}
              </TableCell>
              <TableCell align="right" className="line-remove">
                <IconButton aria-label={translate('app.dealer_pages.form.remove', { name: line.name })} onClick={() => removeLine(line.product_id)}>
                  <DeleteIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
      <TableFooter>
        {totalRows.map(([label, amount], index) => {
          const weight = { fontWeight: index === totalRows.length - 1 ? 700 : 400 };
          return (
            <TableRow key={label}>
              <TableCell colSpan={3} align="right" sx={{ ...totalCell, ...weight }}>
                {label}
              </TableCell>
              <TableCell align="right" sx={{ ...totalCell, ...weight, whiteSpace: 'nowrap' }}>
                {amount}
              </TableCell>
              <TableCell sx={totalCell} />
            </TableRow>
          );
        })}
      </TableFooter>
    </Table>
  );
};
