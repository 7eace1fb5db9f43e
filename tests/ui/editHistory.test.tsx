import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { reactRouterProvider, ResourceContextProvider } from 'react-admin';
import { CategoryEdit } from '../../src/resources/category/CategoryEdit';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { signedInTab, withTestServer } from '../helpers/signedInTab';

// The router components of react-admin's own react-router, the one TestMemoryRouter provides.
const { Routes, Route } = reactRouterProvider;

const ADMIN = { email: 'admin@example.com', password: 'Admin#2025' };

const server = withTestServer();

describe('an edit screen', () => {
  it("lists the record's history below the form, newest first", async () => {
    const tab = await signedInTab(server.baseUrl, ADMIN);
    const { data: category } = await tab.dataProvider.create('category', { data: { name: 'Gaskets', parent_id: null, description: null } });
    await tab.dataProvider.update('category', { id: category.id, data: { name: 'Gaskets & seals' }, previousData: category });

    renderWithAdmin(
      <Routes>
        <Route
          path="/category/:id"
          element={
            <ResourceContextProvider value="category">
              <CategoryEdit />
            </ResourceContextProvider>
          }
        />
        <Route path="/category/:id/show" element={<p>Show page</p>} />
      </Routes>,
      { ...tab, initialEntries: [`/category/${category.id}`] },
    );

    const history = await screen.findByRole('table', { name: 'History' });
    const rows = await within(history).findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('Updated')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Gaskets & seals')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Created')).toBeInTheDocument();
    // The form keeps its own Save, above the history.
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Name/)).toHaveValue('Gaskets & seals'));
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Seals' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Show page')).toBeInTheDocument();
  });
});
