import { useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import UndoIcon from '@mui/icons-material/Undo';
import type { ReorderProposal, ReorderProposalLine } from '../../../contract/purchaseOrders';
import { useMoneyFormat } from '../../ui/localeFormat';
import { NumberTextField, numberOfText, textOfNumber } from '../../ui/NumberInput';

/** What the user made of one proposed line: the quantity as typed, and whether it is dropped. */
export interface LineChoice {
  quantity: string;
  dropped: boolean;
}

export const MAX_QUANTITY = 1_000_000;

/** The quantity typed, when it is one that can be ordered. */
export function quantityOf(choice: LineChoice): number | null {
  if (!/^\d+$/.test(choice.quantity.trim())) return null;
  const quantity = Number(choice.quantity);
  return quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : null;
}

/** The cents a kept line costs (0 when dropped or not a valid quantity). */
export const lineCents = (line: ReorderProposalLine, choice: LineChoice) => (choice.dropped ? 0 : Math.round((quantityOf(choice) ?? 0) * line.unit_cost * 100));

const choiceKey = (proposal: Pick<ReorderProposal, 'supplier_id'>, line: Pick<ReorderProposalLine, 'product_id'>) => `${proposal.supplier_id}:${line.product_id}`;

/** The user's choice for a line; until they touch it, the proposed quantity, kept. */
export const choiceIn = (choices: Record<string, LineChoice>, proposal: ReorderProposal, line: ReorderProposalLine): LineChoice =>
  choices[choiceKey(proposal, line)] ?? { quantity: String(line.quantity), dropped: false };

interface LineProps {
  line: ReorderProposalLine;
  choice: LineChoice;
  onChange: (choice: LineChoice) => void;
}

/** One product to order: its figures, the quantity (editable), its cost and total, and drop / restore. */
const ProposalLine = ({ line, choice, onChange }: LineProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = useMoneyFormat();
  const count = new Intl.NumberFormat(locale);
  const valid = quantityOf(choice) !== null;
  const label = `${line.sku} — ${line.name}`;
  return (
    <Box
      component="li"
      aria-label={label}
      sx={{
        // On a phone the product and its drop button share the first row, the quantity and the
        // money the second; from sm up, one row.
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(0, 1fr) 120px minmax(120px, 160px) auto' },
        gridTemplateAreas: { xs: '"product action" "quantity money"', sm: '"product quantity money action"' },
        columnGap: 2,
        rowGap: 1,
        alignItems: 'center',
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        opacity: choice.dropped ? 0.55 : 1,
      }}
    >
      <Box sx={{ gridArea: 'product', minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, textDecoration: choice.dropped ? 'line-through' : 'none', overflowWrap: 'anywhere' }}>
          {label}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {translate('app.purchase_orders.reorder.figures', {
            on_hand: count.format(line.on_hand),
            available: count.format(line.available),
            on_order: count.format(line.on_order),
            reorder_level: count.format(line.reorder_level),
          })}
        </Typography>
      </Box>
      {choice.dropped ? (
        <Typography variant="body2" color="text.secondary" sx={{ gridArea: 'quantity' }}>
          {translate('app.purchase_orders.reorder.dropped')}
        </Typography>
      ) : (
        <NumberTextField
          kind="quantity"
          min={1}
          max={MAX_QUANTITY}
          size="small"
          label={translate('app.purchase_orders.reorder.quantity')}
          value={numberOfText(choice.quantity)}
          onChange={(quantity) => onChange({ ...choice, quantity: textOfNumber(quantity) })}
          error={!valid}
          helperText={valid ? undefined : translate('app.purchase_orders.reorder.invalid_quantity')}
          sx={{ gridArea: 'quantity', minWidth: 0, maxWidth: { xs: 160, sm: 'none' } }}
        />
      )}
      <Box sx={{ gridArea: 'money', textAlign: 'right', minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {translate('app.purchase_orders.reorder.unit_cost')} {money.format(line.unit_cost)}
        </Typography>
        <Typography variant="body2" component="p">
          {translate('app.purchase_orders.reorder.line_total')} <strong>{money.format(lineCents(line, choice) / 100)}</strong>
        </Typography>
      </Box>
      <Box sx={{ gridArea: 'action', alignSelf: { xs: 'start', sm: 'center' } }}>
        {choice.dropped ? (
          <Tooltip title={translate('app.purchase_orders.reorder.restore', { sku: line.sku })}>
            <IconButton aria-label={translate('app.purchase_orders.reorder.restore', { sku: line.sku })} onClick={() => onChange({ ...choice, dropped: false })}>
              <UndoIcon />
            </IconButton>
          </Tooltip>
        ) : (
          <Tooltip title={translate('app.purchase_orders.reorder.drop', { sku: line.sku })}>
            <IconButton aria-label={translate('app.purchase_orders.reorder.drop', { sku: line.sku })} onClick={() => onChange({ ...choice, dropped: true })}>
              <RemoveCircleOutlineIcon />
            </IconButton>
          </Tooltip>
        )}
      </Box>
    </Box>
  );
};

interface SectionProps {
  proposal: ReorderProposal;
  choices: Record<string, LineChoice>;
  onChange: (key: string, choice: LineChoice) => void;
}

/** What one supplier would be sent: the draft it joins (or a new one), its lines and its total. */
export const ReorderProposalSection = ({ proposal, choices, onChange }: SectionProps) => {
  const translate = useTranslate();
  const headingId = useId();
  const money = useMoneyFormat();
  const total = proposal.lines.reduce((sum, line) => sum + lineCents(line, choiceIn(choices, proposal, line)), 0) / 100;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: { xs: 1.5, sm: 2 }, pt: 1.5, pb: 1, mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', columnGap: 2 }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {proposal.supplier_name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {proposal.draft ? translate('app.purchase_orders.reorder.adds_to', { number: proposal.draft.number }) : translate('app.purchase_orders.reorder.new_draft')}
        </Typography>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {proposal.lines.map((line) => {
          const key = choiceKey(proposal, line);
          return <ProposalLine key={key} line={line} choice={choiceIn(choices, proposal, line)} onChange={(choice) => onChange(key, choice)} />;
        })}
      </Box>
      <Typography variant="body2" sx={{ textAlign: 'right', borderTop: 1, borderColor: 'divider', pt: 1 }}>
        {translate('app.purchase_orders.reorder.supplier_total', { supplier: proposal.supplier_name })} <strong>{money.format(total)}</strong>
      </Typography>
    </Box>
  );
};
