import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { RecordContextProvider, ResourceContextProvider, testDataProvider, type RaRecord } from 'react-admin';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createDataProvider, type AppDataProvider } from '../../src/providers/dataProvider';
import { createHttpClient } from '../../src/providers/httpClient';
import { HistoryPanel } from '../../src/resources/shared/HistoryPanel';
import type { AuditEntry } from '../../contract/access';
import { clearDocumentCookies, createCookieFetch } from '../helpers/cookieFetch';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { startTestServer } from '../helpers/testServer';

const renderPanel = (resource: string, record: RaRecord, options: Parameters<typeof renderWithAdmin>[1]) =>
  renderWithAdmin(
    <ResourceContextProvider value={resource}>
      <RecordContextProvider value={record}>
        <HistoryPanel />
      </RecordContextProvider>
    </ResourceContextProvider>,
    options,
  );

function entry(id: number, changes: AuditEntry['changes'], action = 'update'): AuditEntry {
  return { id, at: '2025-03-04T10:15:00Z', action, actor_name: 'Ada Administrator', changes };
}

/** A data provider whose only real call is getHistory, over a fixed list of entries. */
function historyProvider(entries: AuditEntry[]) {
  const getHistory = vi.fn<AppDataProvider['getHistory']>(async (_resource, _id, page, perPage) => ({
    data: entries.slice((page - 1) * perPage, page * perPage),
    total: entries.length,
  }));
  return { getHistory, dataProvider: testDataProvider({ getHistory } as Partial<AppDataProvider>) };
}

describe('HistoryPanel', () => {
  it('says so when the record has no history yet', async () => {
    const { dataProvider } = historyProvider([]);
    renderPanel('products', { id: 7, version: 1 }, { permissions: 'view_products', dataProvider });

    expect(await screen.findByText('No changes recorded yet')).toBeInTheDocument();
  });

  it('shows who changed which field, with values kept short', async () => {
    const longText = 'A very long description that goes on and on, well past what a table cell should hold at once';
    const { dataProvider } = historyProvider([
      entry(2, { name: ['Brake pads', 'Brake pad set'], active: [true, false], barcode: [null, '123'], description: [null, longText] }),
      entry(1, { name: [null, 'Brake pads'] }, 'create'),
    ]);
    renderPanel('products', { id: 7, version: 2 }, { permissions: 'view_products', dataProvider });

    const rows = await screen.findAllByRole('row');
    const latest = within(rows[1]);
    expect(latest.getByText('Ada Administrator')).toBeInTheDocument();
    expect(latest.getByText('Updated')).toBeInTheDocument();
    expect(latest.getByText('Name')).toBeInTheDocument();
    expect(latest.getByText('Brake pad set')).toBeInTheDocument();
    expect(latest.getByText('Yes')).toBeInTheDocument();
    expect(latest.getByText('No')).toBeInTheDocument();
    expect(latest.getAllByText('—').length).toBeGreaterThanOrEqual(2);
    const cut = latest.getByTitle(longText);
    expect(cut.textContent).toMatch(/…$/);
    expect(cut.textContent!.length).toBeLessThan(longText.length);
    expect(within(rows[2]).getByText('Created')).toBeInTheDocument();
  });

  it('pages through the history on the server', async () => {
    const entries = Array.from({ length: 25 }, (_, i) => entry(25 - i, { reorder_level: [i, i + 1] }));
    const { dataProvider, getHistory } = historyProvider(entries);
    renderPanel('products', { id: 7, version: 26 }, { permissions: 'view_products', dataProvider });

    expect(await screen.findByText('1-10 of 25')).toBeInTheDocument();
    expect(getHistory).toHaveBeenLastCalledWith('products', 7, 1, 10);

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('11-20 of 25')).toBeInTheDocument();
    expect(getHistory).toHaveBeenLastCalledWith('products', 7, 2, 10);
    expect(screen.getAllByRole('row')).toHaveLength(11);
  });
});

describe('HistoryPanel against the API', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server?.close();
  });

  beforeEach(() => {
    window.localStorage.clear();
    clearDocumentCookies();
  });

  it("shows the entry of a product's edit", async () => {
    const apiUrl = `${server.baseUrl}/api`;
    const httpClient = createHttpClient({ apiUrl, fetch: createCookieFetch().fetch, storage: window.localStorage });
    const authProvider = createAuthProvider({ httpClient, apiUrl, storage: window.localStorage });
    const dataProvider = createDataProvider(httpClient, apiUrl);
    await authProvider.login({ email: 'admin@example.com', password: 'Admin#2025' });

    const { data: product } = await dataProvider.getOne('products', { id: 1 });
    const { data: edited } = await dataProvider.update('products', {
      id: 1,
      data: { name: 'Brake pad set, history test' },
      previousData: product,
    });
    renderPanel('products', edited, { authProvider, dataProvider });

    const rows = await screen.findAllByRole('row');
    const latest = within(rows[1]);
    expect(latest.getByText('Ada Administrator')).toBeInTheDocument();
    expect(latest.getByText('Updated')).toBeInTheDocument();
    expect(latest.getByText(product.name)).toBeInTheDocument();
    expect(latest.getByText('Brake pad set, history test')).toBeInTheDocument();
  });
});
