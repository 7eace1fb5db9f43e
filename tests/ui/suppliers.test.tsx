import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError, Notification, reactRouterProvider, ResourceContextProvider, testDataProvider } from 'react-admin';
import { aliasPermission } from '../../src/resources/shared/aliasRoutes';
import { ROUTES } from '../../src/resources/suppliers/routes';
import { RequirePermission } from '../../src/auth/RequirePermission';
import type { AppDataProvider } from '../../src/providers/dataProvider';
import { SupplierList } from '../../src/resources/suppliers/SupplierList';
import { SupplierShow } from '../../src/resources/suppliers/SupplierShow';
import type { Supplier } from '../../contract/suppliers';
import { renderWithAdmin } from '../helpers/renderWithAdmin';

// The router components of react-admin's own react-router, the one TestMemoryRouter provides.
const { Routes, Route } = reactRouterProvider;

const castrol: Supplier = {
  id: 3,
  company_name: 'Castrol Lubricants',
  contact_person_name: 'Dana Rossi',
  email: 'orders@castrol.example',
  phone: '+61 2 3639 5812',
  address: '66 Bridge Road, Riverton',
  tax_id: 'AU51824015838',
  status: 'active',
  product_count: 22,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
  version: 1,
};

const supplierProvider = (overrides: Partial<AppDataProvider> = {}) =>
  testDataProvider({
    getOne: async () => ({ data: castrol }),
    getList: async () => ({ data: [castrol], total: 1 }),
    getHistory: async () => ({ data: [], total: 0 }),
    ...overrides,
  } as Partial<AppDataProvider>);

/** The app's supplier alias routes, as aliasRoute() mounts them. */
const aliasRoutes = (
  <Routes>
    {ROUTES.map(({ path, action, resource, view }) => (
      <Route
        key={path}
        path={path}
        element={
          <RequirePermission permission={aliasPermission({ resource, action })}>
            <ResourceContextProvider value={resource}>{view}</ResourceContextProvider>
          </RequirePermission>
        }
      />
    ))}
    <Route path="/404" element={<p>Not found page</p>} />
  </Routes>
);

// jsdom has no object URLs; the export test lends URL its own.
const objectUrlFunctions = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

afterEach(() => {
  Object.assign(URL, objectUrlFunctions);
  vi.restoreAllMocks();
});

describe('supplier alias routes', () => {
  it('opens /suppliers-edit/:id read-only for a user who may only view suppliers', async () => {
    renderWithAdmin(aliasRoutes, { permissions: 'view_suppliers', dataProvider: supplierProvider(), initialEntries: ['/suppliers-edit/3'] });

    expect(await screen.findByText('Castrol Lubricants')).toBeInTheDocument();
    expect(screen.getByText('AU51824015838')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('opens /suppliers-edit/:id as the edit form for a user who may manage suppliers', async () => {
    renderWithAdmin(aliasRoutes, {
      permissions: 'view_suppliers,manage_suppliers',
      dataProvider: supplierProvider(),
      initialEntries: ['/suppliers-edit/3'],
    });

    expect(await screen.findByDisplayValue('Castrol Lubricants')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('sends a user who may not manage suppliers from /suppliers-add to /404', async () => {
    renderWithAdmin(aliasRoutes, { permissions: 'view_suppliers', dataProvider: supplierProvider(), initialEntries: ['/suppliers-add'] });

    expect(await screen.findByText('Not found page')).toBeInTheDocument();
  });
});

describe('supplier screens', () => {
  it("shows the server's reason when a supplier cannot be deleted", async () => {
    const reason = 'Cannot delete the supplier "Castrol Lubricants": it is the preferred supplier of 22 products.';
    const dataProvider = supplierProvider({
      delete: async () => {
        throw new HttpError(reason, 409, { message: reason });
      },
    });
    renderWithAdmin(
      <ResourceContextProvider value="suppliers">
        <Routes>
          <Route path="/suppliers/:id/show" element={<SupplierShow />} />
        </Routes>
        <Notification />
      </ResourceContextProvider>,
      { permissions: 'view_suppliers,manage_suppliers', dataProvider, initialEntries: ['/suppliers/3/show'] },
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(reason)).toBeInTheDocument();
  });

  it('exports the CSV of the current filter and sort from the server', async () => {
    const csv = new Blob(['id,company_name\n3,Castrol Lubricants\n'], { type: 'text/csv' });
    const exportCsv = vi.fn<AppDataProvider['exportCsv']>(async () => csv);
    const createObjectURL = vi.fn(() => 'blob:suppliers');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const filter = encodeURIComponent(JSON.stringify({ status: 'active' }));
    renderWithAdmin(
      <ResourceContextProvider value="suppliers">
        <SupplierList />
      </ResourceContextProvider>,
      { permissions: 'view_suppliers', dataProvider: supplierProvider({ exportCsv }), initialEntries: [`/suppliers?filter=${filter}`] },
    );

    expect(await screen.findByText('Castrol Lubricants')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));

    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(exportCsv).toHaveBeenCalledWith('suppliers', { filter: { status: 'active' }, sort: { field: 'company_name', order: 'ASC' } });
    expect(createObjectURL).toHaveBeenCalledWith(csv);
    expect(downloads[0]).toMatch(/^suppliers-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
  });
});
