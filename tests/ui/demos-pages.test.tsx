import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import BankingDashboard from '../../src/demos/pages/dashboards/BankingDashboard';
import ValidationPage from '../../src/demos/pages/forms/ValidationPage';
import SelectsPage from '../../src/demos/pages/forms/SelectsPage';
import TextareaPage from '../../src/demos/pages/forms/TextareaPage';
import InvoiceEditPage from '../../src/demos/pages/invoice/InvoiceEditPage';
import InvoicePreviewPage from '../../src/demos/pages/invoice/InvoicePreviewPage';
import DataTablePage from '../../src/demos/pages/tables/DataTablePage';
import ModalsPage from '../../src/demos/pages/ui/ModalsPage';
import { renderWithAdmin } from '../helpers/renderWithAdmin';

const firstColumn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('modal showcase (SPEC.md §2 generic modal)', () => {
  it('opens and closes a controlled modal and one with its own trigger', async () => {
    renderWithAdmin(<ModalsPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Open controlled modal' }));
    const dialog = await screen.findByRole('dialog', { name: /Controlled modal/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Open modal with own trigger' }));
    const own = await screen.findByRole('dialog', { name: /own trigger/ });
    expect(within(own).getByText('This modal opens and closes itself.')).toBeInTheDocument();
    fireEvent.keyDown(own, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a footer, and keeps a backdrop-disabled modal open on an outside click', async () => {
    renderWithAdmin(<ModalsPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Open modal with footer' }));
    expect(await screen.findByText('Close the dialog to keep the item.')).toBeInTheDocument();
    // MUI closes on a click that starts and ends on the container around the paper.
    const outside = screen.getByRole('dialog').parentElement as HTMLElement;
    fireEvent.mouseDown(outside);
    fireEvent.click(outside);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Open modal without backdrop' }));
    const dialog = await screen.findByRole('dialog', { name: /Backdrop disabled/ });
    const container = dialog.parentElement as HTMLElement;
    fireEvent.mouseDown(container);
    fireEvent.click(container);
    expect(screen.getByRole('dialog', { name: /Backdrop disabled/ })).toBeInTheDocument();
  });
});

describe('DemoSelect and DemoTextarea feedback (SPEC.md §2, §5)', () => {
  it('shows the placeholder, an error until a choice, then the success text; value/label options show labels', async () => {
    renderWithAdmin(<SelectsPage />);
    expect(screen.getByText('Please choose a size')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Size' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Medium' }));
    expect(await screen.findByText('Looks good!')).toBeInTheDocument();
    expect(screen.queryByText('Please choose a size')).not.toBeInTheDocument();

    expect(screen.getByText('Options given as value/label objects')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Country' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Choose a country' })).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(within(listbox).getByRole('option', { name: 'France' }));
    expect(await screen.findByText('Stored value: fr')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveTextContent('France');
  });

  it('gives a 3-row textarea and switches from the error to the success text', () => {
    renderWithAdmin(<TextareaPage />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '3');
    expect(screen.getByText('Three rows unless told otherwise')).toBeInTheDocument();
    const comment = screen.getByRole('textbox', { name: 'Comment' });
    expect(screen.getByText('Write at least 20 characters (0 so far)')).toBeInTheDocument();
    fireEvent.change(comment, { target: { value: 'The delivery came on time.' } });
    expect(screen.getByText('Thanks, that is enough detail')).toBeInTheDocument();
    expect(comment).not.toHaveAttribute('aria-invalid', 'true');
  });
});

describe('form validation page', () => {
  it('shows messages under the fields on submit and success once fixed', async () => {
    renderWithAdmin(<ValidationPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('You must accept the terms')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Full name' }), { target: { value: 'Ada Lovelace' } });
    fireEvent.blur(screen.getByRole('textbox', { name: 'Full name' }));
    await waitFor(() => expect(screen.queryByText('Enter your full name')).not.toBeInTheDocument());
    expect(screen.getAllByText('Looks good!').length).toBeGreaterThan(0);
  });
});

describe('data table', () => {
  it('sorts by a column header, filters, and pages', async () => {
    renderWithAdmin(<DataTablePage />);
    const table = screen.getByRole('table', { name: 'Employees' });
    const names = firstColumn(table);
    expect(names).toHaveLength(10);
    expect(names).toEqual([...names].sort((a, b) => String(a).localeCompare(String(b))));

    fireEvent.click(within(table).getByRole('button', { name: 'Name' }));
    const reversed = firstColumn(table);
    expect(reversed).toEqual([...reversed].sort((a, b) => String(b).localeCompare(String(a))));
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');

    fireEvent.change(screen.getByRole('textbox', { name: 'Filter' }), { target: { value: 'Dhaka' } });
    const rows = within(table).getAllByRole('row').slice(1);
    rows.forEach((row) => expect(row).toHaveTextContent('Dhaka'));
    expect(screen.getByText(/of \d+$/)).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: 'Filter' }), { target: { value: 'zzz-nobody' } });
    expect(screen.getByText('No employee matches “zzz-nobody”')).toBeInTheDocument();
  });

  it('moves to the next page', () => {
    renderWithAdmin(<DataTablePage />);
    expect(screen.getByText('1–10 of 100')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByText('11–20 of 100')).toBeInTheDocument();
  });
});

describe('invoice (SPEC.md §9: VAT 3.5 %)', () => {
  it('shows the VAT line on the preview and sends the invoice from a modal', async () => {
    renderWithAdmin(<InvoicePreviewPage />, { initialEntries: ['/invoice-preview?id=INV-1023'] });
    const totals = screen.getByRole('table', { name: 'Totals' });
    // 16 × $9.90 + 4 × $24.00 = $254.40; VAT 3.5 % = $8.90; total $263.30.
    expect(within(totals).getByRole('row', { name: /Subtotal/ })).toHaveTextContent('$254.40');
    expect(within(totals).getByRole('row', { name: /VAT \(3\.5%\)/ })).toHaveTextContent('$8.90');
    expect(within(totals).getByRole('row', { name: /^Total/ })).toHaveTextContent('$263.30');
    for (const name of ['Edit', 'Print', 'Download']) expect(screen.getByRole(name === 'Edit' ? 'link' : 'button', { name })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Send invoice' }));
    const dialog = await screen.findByRole('dialog', { name: /Send invoice/ });
    expect(within(dialog).getByRole('textbox', { name: /To/ })).toHaveValue('priya@birch-garage.example');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('recomputes the VAT line when the line items change', () => {
    renderWithAdmin(<InvoiceEditPage />, { initialEntries: ['/invoice-edit?id=INV-1021'] });
    const totals = screen.getByRole('table', { name: 'Totals' });
    expect(within(totals).getByRole('row', { name: /VAT/ })).toHaveTextContent('$15.23');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Item 1 quantity' }), { target: { value: '2' } });
    expect(within(totals).getByRole('row', { name: /Subtotal/ })).toHaveTextContent('$290.00');
    expect(within(totals).getByRole('row', { name: /VAT/ })).toHaveTextContent('$10.15');
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Item 2 price' }), { target: { value: '10' } });
    expect(within(totals).getByRole('row', { name: /^Total/ })).toHaveTextContent('$310.50');
  });
});

describe('dashboards', () => {
  it('draws named, described charts', () => {
    renderWithAdmin(<BankingDashboard />);
    const chart = screen.getByRole('img', { name: /Income and expenses per month/ });
    expect(chart).toHaveAccessibleName(expect.stringContaining('Income: Jan 5.2k'));
    expect(screen.getByRole('img', { name: /Spending by category this month/ })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Recent transactions' })).toBeInTheDocument();
  });
});
