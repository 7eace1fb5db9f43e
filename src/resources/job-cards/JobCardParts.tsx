import { useState } from 'react';
import { Button, useCanAccess, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { Box, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import type { JobCard } from '../../../contract/workshop';
import { AddPartForm } from './AddPartForm';
import { partHoldings, type PartHolding } from './partTotals';
import { ReturnPartDialog } from './ReturnPartDialog';
import { labelled, stackedOnPhone } from '../../ui/stackedTable';

const quantityFormat = new Intl.NumberFormat();
const totalRowSx = { '& > .MuiTableCell-root': { typography: 'body2', fontWeight: 700, color: 'text.primary' } };

/** Each part line as recorded: who took or returned how many, from which rack, when. */
const PartMovements = ({ card }: { card: JobCard }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const formatDate = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const title = translate('app.job_cards.parts.movements');
  return (
    <Table size="small" aria-label={title} sx={stackedOnPhone}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.job_cards.parts.at')}</TableCell>
          <TableCell>{translate('app.job_cards.parts.part')}</TableCell>
          <TableCell>{translate('app.job_cards.parts.rack')}</TableCell>
          <TableCell align="right">{translate('app.job_cards.parts.quantity')}</TableCell>
          <TableCell>{translate('app.job_cards.parts.by')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {card.parts.map((part) => (
          <TableRow key={part.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }} {...labelled(translate('app.job_cards.parts.at'))}>
              {formatDate.format(new Date(part.created_at))}
            </TableCell>
            <TableCell>{`${part.sku} — ${part.name}`}</TableCell>
            <TableCell {...labelled(translate('app.job_cards.parts.rack'))}>{part.path}</TableCell>
            <TableCell align="right" sx={{ color: part.quantity < 0 ? 'success.main' : undefined }} {...labelled(translate('app.job_cards.parts.quantity'))}>
              {translate(part.quantity < 0 ? 'app.job_cards.parts.returned_count' : 'app.job_cards.parts.used_count', {
                count: quantityFormat.format(Math.abs(part.quantity)),
                smart_count: Math.abs(part.quantity),
              })}
            </TableCell>
            <TableCell {...labelled(translate('app.job_cards.parts.by'))}>{part.actor_name ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/**
 * DESIGN.md §6 "Job cards": the parts a card consumed, per product and rack, with totals. While
 * the card is not done, a user with manage_jc adds parts and returns what was not needed.
 */
export const JobCardParts = () => {
  const card = useRecordContext<JobCard>();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'job-cards', action: 'edit' });
  const [returning, setReturning] = useState<PartHolding | null>(null);
  // A row of the list stands in while the card loads: it has no parts yet.
  if (!card?.parts) return null;

  const changeable = !!canAccess && card.status !== 'done';
  const holdings = partHoldings(card.parts);
  const total = (key: 'used' | 'returned' | 'net') => quantityFormat.format(holdings.reduce((sum, holding) => sum + holding[key], 0));
  const title = translate('app.job_cards.sections.parts');

  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 2, pb: 1, fontWeight: 600 }}>
        {title}
      </Typography>
      {holdings.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
          {translate('app.job_cards.parts.none')}
        </Typography>
      ) : (
        <Table size="small" aria-label={translate('app.job_cards.parts.summary')} sx={stackedOnPhone}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.job_cards.parts.part')}</TableCell>
              <TableCell>{translate('app.job_cards.parts.rack')}</TableCell>
              <TableCell align="right">{translate('app.job_cards.parts.used')}</TableCell>
              <TableCell align="right">{translate('app.job_cards.parts.returned')}</TableCell>
              <TableCell align="right">{translate('app.job_cards.parts.net')}</TableCell>
              {changeable && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {holdings.map((holding) => (
              <TableRow key={`${holding.product_id}:${holding.rack_id}`}>
                <TableCell>{`${holding.sku} — ${holding.name}`}</TableCell>
                <TableCell {...labelled(translate('app.job_cards.parts.rack'))}>{holding.path}</TableCell>
                <TableCell align="right" {...labelled(translate('app.job_cards.parts.used'))}>
                  {quantityFormat.format(holding.used)}
                </TableCell>
                <TableCell align="right" {...labelled(translate('app.job_cards.parts.returned'))}>
                  {quantityFormat.format(holding.returned)}
                </TableCell>
                <TableCell align="right" {...labelled(translate('app.job_cards.parts.net'))}>
                  {quantityFormat.format(holding.net)}
                </TableCell>
                {changeable && (
                  <TableCell align="right">
                    {holding.net > 0 && (
                      <Button
                        label="app.job_cards.parts.return"
                        aria-label={translate('app.job_cards.parts.return_label', { sku: holding.sku, path: holding.path })}
                        onClick={() => setReturning(holding)}
                      >
                        <UndoIcon />
                      </Button>
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow sx={totalRowSx}>
              <TableCell colSpan={2}>{translate('app.job_cards.parts.total')}</TableCell>
              <TableCell align="right">{total('used')}</TableCell>
              <TableCell align="right">{total('returned')}</TableCell>
              <TableCell align="right">{total('net')}</TableCell>
              {changeable && <TableCell />}
            </TableRow>
          </TableFooter>
        </Table>
      )}
      {changeable && <AddPartForm card={card} />}
      {card.parts.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ px: 2, pt: 2, pb: 1 }}>
            {translate('app.job_cards.parts.movements')}
          </Typography>
          <PartMovements card={card} />
        </>
      )}
      {returning && <ReturnPartDialog card={card} holding={returning} onClose={() => setReturning(null)} />}
    </Box>
  );
};
