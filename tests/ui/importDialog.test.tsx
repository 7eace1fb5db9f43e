import { File as NodeFile } from 'node:buffer';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import type { Supplier } from '../../contract/suppliers';
import { ImportButton } from '../../src/resources/shared/import/ImportButton';
import { ImportDialog } from '../../src/resources/shared/import/ImportDialog';
import { appApi } from '../helpers/appHttpClientMock';
import { signedInAppTab } from '../helpers/appClientTab';
import { clearDocumentCookies } from '../helpers/cookieFetch';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { startTestServer } from '../helpers/testServer';

// The dialog calls the app's httpClient (imports are no collection); here it forwards to a
// signed-in tab on the test server.
vi.mock('../../src/providers/httpClient', async (original) => (await import('../helpers/appHttpClientMock')).forwardingHttpClient(original));

const ADMIN = { email: 'admin@example.com', password: 'Admin#2025' };

let server: Awaited<ReturnType<typeof startTestServer>>;
let tab: Awaited<ReturnType<typeof signedInAppTab>> | null = null;

// jsdom has no object URLs; the download tests lend URL their own.
const objectUrlFunctions = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

/** A file as the browser gives it; Node's own, since Node's fetch cannot send jsdom's. */
const fileOf = (name: string, text: string, type = 'text/csv') => new NodeFile([text], name, { type }) as unknown as File;

/** Chooses a file in the dialog's file input, as the file picker does. */
const choose = (file: File) => fireEvent.change(screen.getByLabelText('File to import'), { target: { files: [file] } });

const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const blobBytes = (blob: Blob) =>
  new Promise<Buffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Buffer.from(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

async function openSupplierImport() {
  tab = await signedInAppTab(server.baseUrl, ADMIN);
  appApi.client = tab.appHttpClient;
  const onClose = vi.fn();
  renderWithAdmin(
    <>
      <ImportDialog kind="suppliers" onClose={onClose} />
      <Notification />
    </>,
    { authProvider: tab.authProvider, dataProvider: tab.dataProvider },
  );
  return onClose;
}

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

beforeEach(() => {
  window.localStorage.clear();
  clearDocumentCookies();
  appApi.client = null;
  appApi.urls = [];
});

afterEach(async () => {
  await tab?.settled();
  tab = null;
  Object.assign(URL, objectUrlFunctions);
  vi.restoreAllMocks();
});

describe('the Import action', () => {
  it('is not offered to a user who may only read the list', async () => {
    renderWithAdmin(<ImportButton kinds={['suppliers']} />, { permissions: 'view_suppliers' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  });

  it('opens the dialog of its kind for a user who may write the list', async () => {
    renderWithAdmin(<ImportButton kinds={['suppliers']} />, { permissions: 'view_suppliers,manage_suppliers' });
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('dialog', { name: 'Import suppliers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Create and update' })).toBeChecked();
  });

  it('offers products and prices from one menu on the products list', async () => {
    renderWithAdmin(<ImportButton kinds={['products', 'prices']} />, { permissions: 'view_products,manage_products' });
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Prices' }));
    expect(await screen.findByRole('dialog', { name: 'Import prices' })).toBeInTheDocument();
  });

  it('is not offered for locations without the permission to manage rooms', async () => {
    renderWithAdmin(<ImportButton kinds={['locations']} />, { permissions: 'view_warehouses,manage_warehouses' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  });
});

describe('the import dialog', () => {
  it('checks a file on choice, maps its French headers, previews it, then imports it', async () => {
    const stamp = Date.now();
    const onClose = await openSupplierImport();
    choose(fileOf('fournisseurs.csv', `Société,Courriel\nImport Alpha ${stamp},alpha-${stamp}@example.com\nImport Beta ${stamp},beta-${stamp}@example.com\n`));

    expect(await screen.findByText('2 rows: 2 to create, 0 to update, 0 unchanged')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Société/ })).toHaveTextContent('Company');
    expect(screen.getByRole('combobox', { name: /^Courriel/ })).toHaveTextContent('Email');
    const preview = screen.getByRole('table', { name: 'Preview' });
    expect(within(preview).getByText(`Import Alpha ${stamp}`)).toBeInTheDocument();
    expect(within(preview).getByText(`beta-${stamp}@example.com`)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Rejected rows' })).not.toBeInTheDocument();

    const importButton = screen.getByRole('button', { name: 'Import' });
    expect(importButton).toBeEnabled();
    fireEvent.click(importButton);

    expect(await screen.findByText('Imported: 2 created, 0 updated, 0 unchanged')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const { data } = await tab!.dataProvider.getList<Supplier>('suppliers', {
      filter: { q: `Import Alpha ${stamp}` },
      sort: { field: 'company_name', order: 'ASC' },
      pagination: { page: 1, perPage: 5 },
    });
    expect(data.map((supplier) => supplier.email)).toEqual([`alpha-${stamp}@example.com`]);
  });

  it('lists the rejected rows by spreadsheet row, refuses to import, and downloads them', async () => {
    const stamp = Date.now();
    await openSupplierImport();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:rejected');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    choose(fileOf('suppliers.csv', `Company,Email\n,nobody-${stamp}@example.com\nGood Co ${stamp},good-${stamp}@example.com\n`));

    const errors = await screen.findByRole('table', { name: 'Rejected rows' });
    const firstError = within(errors).getAllByRole('row')[1];
    expect(within(firstError).getByText('2')).toBeInTheDocument();
    expect(within(firstError).getByText('Company')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Download rejected rows' }));
    await waitFor(() => expect(downloads).toEqual(['suppliers-rejected.csv']));
    const csv = await readBlob(createObjectURL.mock.calls[0][0]);
    expect(csv).toContain(`nobody-${stamp}@example.com`);
    expect(csv).not.toContain(`good-${stamp}@example.com`);
  });

  // Issue 32: the file of rejected rows is the server's, byte for byte, under the server's name.
  it('downloads the rejected rows of a ; Windows-1252 file as a ; Windows-1252 file', async () => {
    await openSupplierImport();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:rejected');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const latin1 = new NodeFile([Buffer.from('Société;Courriel\r\nCafé Père;pas-un-courriel\r\n', 'latin1')], 'fournisseurs.csv', { type: 'text/csv' }) as unknown as File;
    choose(latin1);

    fireEvent.click(await screen.findByRole('button', { name: 'Download rejected rows' }));
    await waitFor(() => expect(downloads).toEqual(['suppliers-rejected.csv']));
    const bytes = await blobBytes(createObjectURL.mock.calls[0][0]);
    expect(bytes.toString('latin1')).toBe('Société;Courriel;Error\r\nCafé Père;pas-un-courriel;Courriel: Enter a valid email address\r\n');
  });

  // Issue 32: a hand-made mapping was lost when the corrected file was chosen.
  it('keeps a column mapped by hand when a corrected file with the same headers is chosen, and not for another file', async () => {
    const stamp = Date.now();
    await openSupplierImport();
    choose(fileOf('clients.csv', `Nom du client,Courriel\nFirst Co ${stamp},first-${stamp}@example.com\n`));
    const customer = await screen.findByRole('combobox', { name: /^Nom du client/ });
    expect(customer).toHaveTextContent('Do not import');
    fireEvent.mouseDown(customer);
    fireEvent.click(await screen.findByRole('option', { name: 'Company' }));
    expect(await screen.findByText('1 row: 1 to create, 0 to update, 0 unchanged')).toBeInTheDocument();

    choose(fileOf('clients.csv', `Nom du client,Courriel\nFirst Co ${stamp},first-${stamp}@example.com\nSecond Co ${stamp},second-${stamp}@example.com\n`));
    expect(await screen.findByText('2 rows: 2 to create, 0 to update, 0 unchanged')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Nom du client/ })).toHaveTextContent('Company');
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();

    choose(fileOf('other.csv', `Société,Nom du client,Courriel\nThird Co ${stamp},x,third-${stamp}@example.com\n`));
    expect(await screen.findByText('1 row: 1 to create, 0 to update, 0 unchanged')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Nom du client/ })).toHaveTextContent('Do not import');
    expect(screen.getByRole('combobox', { name: /^Société/ })).toHaveTextContent('Company');
  });

  it('says which required field no column gives once a column is left out, and checks again', async () => {
    const stamp = Date.now();
    await openSupplierImport();
    choose(fileOf('suppliers.csv', `Company,Email\nMapped Co ${stamp},mapped-${stamp}@example.com\n`));
    const company = await screen.findByRole('combobox', { name: /^Company/ });

    fireEvent.mouseDown(company);
    fireEvent.click(await screen.findByRole('option', { name: 'Do not import' }));

    expect(await screen.findByText('No column is read as these required fields: Company')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Company/ })).toHaveTextContent('Do not import'));
    // The check runs again with the new mapping; once it has answered, Import stays off.
    expect(await screen.findByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('shows why a file cannot be read in the dialog', async () => {
    await openSupplierImport();
    choose(fileOf('suppliers.xlsx', 'this is no workbook', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(screen.queryByText(/rows?:/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('downloads the template of its kind', async () => {
    await openSupplierImport();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:template');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });

    fireEvent.click(screen.getByRole('button', { name: 'Download template' }));

    await waitFor(() => expect(downloads).toEqual(['suppliers-template.csv']));
    expect(await readBlob(createObjectURL.mock.calls[0][0])).toContain('company_name');
  });
});
