import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';
import { Box, GlobalStyles, Typography } from '@mui/material';
import type { OrderLine } from '../../../contract/orders';
import type { DealerOrder } from '../../../contract/dealerPortal';
import { PrintTable, type PrintColumn } from '../../ui/PrintTable';
import { usePrintFormat } from '../../ui/usePrintFormat';
import type { DealerSettings } from './dealerQueries';

const SHEET_CLASS = 'dealer-order-print';

/**
 * The sheet sits beside the app's root, so printing can hide everything else (header, menus,
 * the screen view) and the screen never shows it: A4, black on white, rows kept whole, the
 * column header repeated on each page.
 */
const printStyles = `
@media screen { .${SHEET_CLASS} { display: none; } }
@page { size: A4; margin: 14mm 12mm 16mm; }
@media print {
  body > *:not(.${SHEET_CLASS}) { display: none !important; }
  html, body { background: #fff !important; color: #000 !important; }
  .${SHEET_CLASS} thead { display: table-header-group; }
  .${SHEET_CLASS} tfoot { display: table-row-group; }
  .${SHEET_CLASS} tr, .${SHEET_CLASS} .print-keep { break-inside: avoid; page-break-inside: avoid; }
}
`;

const muted = '#444';

const CompanyHeader = ({ settings }: { settings: DealerSettings | undefined }) => {
  if (!settings) return <Box />;
  const contact = [settings.company_phone, settings.company_email].filter(Boolean).join(' · ');
  return (
    <Box component="address" sx={{ fontStyle: 'normal' }}>
      <Typography component="p" sx={{ fontSize: '16pt', fontWeight: 700, lineHeight: 1.2 }}>
        {settings.company_name}
      </Typography>
      {settings.company_address && <Typography sx={{ fontSize: '9.5pt', whiteSpace: 'pre-line', color: muted }}>{settings.company_address}</Typography>}
      {contact && <Typography sx={{ fontSize: '9.5pt', color: muted }}>{contact}</Typography>}
    </Box>
  );
};

/** Label–value pairs as a description list, so each value is read with its label. */
const Entries = ({ entries, grandTotal = false }: { entries: [string, string][]; grandTotal?: boolean }) => (
  <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', rowGap: 0.25, fontSize: '10pt', minWidth: grandTotal ? '40%' : 0 }}>
    {entries.map(([label, value], index) => {
      const grand = grandTotal && index === entries.length - 1 ? { borderTop: '1.5px solid #000', pt: 0.5, fontWeight: 700, color: '#000' } : {};
      return (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: muted, ...grand }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, pl: 3, fontWeight: 600, textAlign: 'right', whiteSpace: 'nowrap', ...grand }}>
            {value}
          </Box>
        </Box>
      );
    })}
  </Box>
);

/** The order as a printed A4 document (DESIGN.md §6 printable documents), from the dealer's own data. */
export const DealerOrderPrint = ({ order, settings }: { order: DealerOrder; settings: DealerSettings | undefined }) => {
  const translate = useTranslate();
  const format = usePrintFormat();
  const field = (name: string, options?: object) => translate(`app.documents.fields.${name}`, options);
  const columns: PrintColumn<OrderLine>[] = [
    { label: field('sku'), render: (line) => line.sku, width: '16%' },
    { label: field('product'), render: (line) => line.name },
    { label: field('quantity'), render: (line) => format.quantity(line.quantity, line.unit), numeric: true },
    { label: field('unit_price'), render: (line) => format.money(line.unit_price), numeric: true },
    { label: field('line_total'), render: (line) => format.money(line.line_total), numeric: true },
  ];
  return createPortal(
    <Box className={SHEET_CLASS} sx={{ bgcolor: '#fff', color: '#000', fontSize: '10pt' }}>
      <GlobalStyles styles={printStyles} />
      <Box component="header" sx={{ display: 'flex', justifyContent: 'space-between', gap: 4, pb: 2, borderBottom: '2px solid #000' }}>
        <CompanyHeader settings={settings} />
        <Box sx={{ textAlign: 'right' }}>
          <Typography component="h1" sx={{ fontSize: '18pt', fontWeight: 700, textTransform: 'uppercase', letterSpacing: 1 }}>
            {translate('app.documents.titles.order')}
          </Typography>
          <Typography sx={{ fontSize: '12pt', fontWeight: 600, mb: 1 }}>{order.number}</Typography>
          <Entries
            entries={[
              [field('date'), format.date(order.created_at)],
              [field('status'), translate(`app.orders.status.${order.status}`)],
            ]}
          />
        </Box>
      </Box>
      <Box sx={{ border: '0.75px solid #000', p: 1.5, mt: 2, width: '50%' }}>
        <Typography component="h2" sx={{ fontSize: '8.5pt', textTransform: 'uppercase', letterSpacing: 0.5, color: muted }}>
          {field('dealer')}
        </Typography>
        <Typography sx={{ fontSize: '10.5pt', fontWeight: 600 }}>{order.dealer_name}</Typography>
      </Box>
      <PrintTable title={translate('app.documents.sections.lines')} columns={columns} rows={order.lines ?? []} rowKey={(line) => line.id} />
      <Box className="print-keep" sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Entries
          grandTotal
          entries={[
            [field('subtotal'), format.money(order.subtotal)],
            [field('tax', { rate: order.tax_rate }), format.money(order.tax)],
            [field('total'), format.money(order.total)],
          ]}
        />
      </Box>
      {order.notes && (
        <Box component="section" className="print-keep" sx={{ mt: 3 }}>
          <Typography component="h2" sx={{ fontSize: '10pt', fontWeight: 700 }}>
            {field('notes')}
          </Typography>
          <Typography sx={{ fontSize: '9.5pt', whiteSpace: 'pre-wrap' }}>{order.notes}</Typography>
        </Box>
      )}
    </Box>,
    document.body,
  );
};
