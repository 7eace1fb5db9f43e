/** The demo invoices: sample data, line-item editing and totals. Pure, no React. Money in cents. */

// SPEC.md §9: the demo invoice charges VAT of 3.5 % on the subtotal.
export const VAT_RATE = 0.035;

export interface InvoiceLine {
  id: number;
  description: string;
  quantity: number;
  /** Unit price in cents. */
  price: number;
}

export type InvoiceStatus = 'Paid' | 'Pending' | 'Overdue' | 'Draft';

export interface Invoice {
  number: string;
  client: { name: string; company: string; email: string; address: string };
  issued: string;
  due: string;
  status: InvoiceStatus;
  lines: InvoiceLine[];
  note: string;
}

export interface InvoiceTotals {
  subtotal: number;
  vat: number;
  total: number;
}

export const lineTotal = (line: InvoiceLine) => Math.round(line.quantity * line.price);

/** Subtotal of the lines, VAT at 3.5 % of it (rounded to the cent), and the total. */
export function invoiceTotals(lines: InvoiceLine[]): InvoiceTotals {
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const vat = Math.round(subtotal * VAT_RATE);
  return { subtotal, vat, total: subtotal + vat };
}

export const formatMoney = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export type LineAction =
  | { type: 'add' }
  | { type: 'update'; id: number; changes: Partial<Omit<InvoiceLine, 'id'>> }
  | { type: 'remove'; id: number };

/** The line-item editor's reducer: a new line is empty; quantities and prices never go below 0. */
export function linesReducer(lines: InvoiceLine[], action: LineAction): InvoiceLine[] {
  switch (action.type) {
    case 'add':
      return [...lines, { id: Math.max(0, ...lines.map((line) => line.id)) + 1, description: '', quantity: 1, price: 0 }];
    case 'update':
      return lines.map((line) =>
        line.id === action.id
          ? {
              ...line,
              ...action.changes,
              quantity: Math.max(0, action.changes.quantity ?? line.quantity),
              price: Math.max(0, action.changes.price ?? line.price),
            }
          : line,
      );
    case 'remove':
      return lines.filter((line) => line.id !== action.id);
  }
}

export const COMPANY = { name: 'Stockyard Ltd', address: '12 Harbour Street, Sydney NSW 2000', email: 'billing@stockyard.example', phone: '(02) 9876 5432' };

const line = (id: number, description: string, quantity: number, dollars: number): InvoiceLine => ({ id, description, quantity, price: Math.round(dollars * 100) });

export const INVOICES: Invoice[] = [
  {
    number: 'INV-1024',
    client: { name: 'Jordan Hale', company: 'Acme Motors', email: 'jordan@acme-motors.example', address: '4 Foundry Lane, Melbourne VIC 3000' },
    issued: '02/09/2025',
    due: '02/10/2025',
    status: 'Pending',
    lines: [line(1, 'Brake pad set', 4, 89.5), line(2, 'Oil filter', 10, 12.4), line(3, 'Workshop labour (hours)', 6, 75)],
    note: 'Thank you for your business. Payment within 30 days.',
  },
  {
    number: 'INV-1023',
    client: { name: 'Priya Nair', company: 'Birch Garage', email: 'priya@birch-garage.example', address: '88 Mill Road, Auckland 1010' },
    issued: '28/08/2025',
    due: '27/09/2025',
    status: 'Paid',
    lines: [line(1, 'Spark plugs', 16, 9.9), line(2, 'Air filter', 4, 24)],
    note: 'Paid by bank transfer.',
  },
  {
    number: 'INV-1022',
    client: { name: 'Leo Martin', company: 'Martin Fleet', email: 'leo@martin-fleet.example', address: '7 Rue du Port, Lyon 69002' },
    issued: '15/07/2025',
    due: '14/08/2025',
    status: 'Overdue',
    lines: [line(1, 'Tyre 205/55 R16', 8, 112), line(2, 'Wheel alignment', 2, 60)],
    note: 'Second reminder sent.',
  },
  {
    number: 'INV-1021',
    client: { name: 'Mina Sato', company: 'Sato Logistics', email: 'mina@sato-logistics.example', address: '3-1 Minato, Tokyo' },
    issued: '10/07/2025',
    due: '09/08/2025',
    status: 'Draft',
    lines: [line(1, 'Battery 12 V', 3, 145)],
    note: '',
  },
];

export const findInvoice = (number: string | null) => INVOICES.find((invoice) => invoice.number === number) ?? INVOICES[0];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The invoice as a standalone HTML document, for the Download button. */
export function invoiceHtml(invoice: Invoice): string {
  const totals = invoiceTotals(invoice.lines);
  const rows = invoice.lines
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.description)}</td><td class="n">${item.quantity}</td><td class="n">${formatMoney(item.price)}</td><td class="n">${formatMoney(lineTotal(item))}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Invoice ${escapeHtml(invoice.number)}</title>
<style>body{font:14px/1.5 Helvetica,Arial,sans-serif;margin:40px;color:#111}table{width:100%;border-collapse:collapse;margin-top:24px}th,td{border-bottom:1px solid #ddd;padding:8px;text-align:left}.n{text-align:right}tfoot td{border:0}</style>
</head><body>
<h1>Invoice ${escapeHtml(invoice.number)}</h1>
<p><strong>${escapeHtml(COMPANY.name)}</strong><br>${escapeHtml(COMPANY.address)}<br>${escapeHtml(COMPANY.email)}</p>
<p>Bill to: <strong>${escapeHtml(invoice.client.company)}</strong>, ${escapeHtml(invoice.client.name)}<br>${escapeHtml(invoice.client.address)}</p>
<p>Issued ${escapeHtml(invoice.issued)} · Due ${escapeHtml(invoice.due)}</p>
<table><thead><tr><th>Item</th><th class="n">Qty</th><th class="n">Price</th><th class="n">Total</th></tr></thead><tbody>${rows}</tbody>
<tfoot><tr><td colspan="3" class="n">Subtotal</td><td class="n">${formatMoney(totals.subtotal)}</td></tr>
<tr><td colspan="3" class="n">VAT (3.5%)</td><td class="n">${formatMoney(totals.vat)}</td></tr>
<tr><td colspan="3" class="n"><strong>Total</strong></td><td class="n"><strong>${formatMoney(totals.total)}</strong></td></tr></tfoot></table>
${invoice.note ? `<p>${escapeHtml(invoice.note)}</p>` : ''}
</body></html>`;
}

/** The invoice a page's `?id=` names; the newest one when it names none. */
export const invoiceFromSearch = (search: string) => findInvoice(new URLSearchParams(search).get('id'));
