import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification, reactRouterProvider, ResourceContextProvider, testDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../src/providers/dataProvider';
import { DealerShow } from '../../src/resources/dealers/DealerShow';
import type { Dealer } from '../../contract/dealers';
import { renderWithAdmin } from '../helpers/renderWithAdmin';

const { Routes, Route } = reactRouterProvider;

const acme: Dealer = {
  id: 1,
  company_name: 'Acme Motors',
  contact_person_name: 'Ivan Tanaka',
  email: 'accounts@acmemotors.example',
  phone: '+61 2 4869 6781',
  address: '163 Park Avenue, Riverton',
  tax_id: 'AU61300000000',
  status: 'active',
  credit_limit: 10000,
  portal_email: 'dealer@example.com',
  has_portal_password: true,
  language: 'fr',
  order_mails: true,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
  version: 1,
};

function renderDealer(dealer: Dealer, permissions: string) {
  const action = vi.fn(async (..._args: unknown[]) => undefined);
  const dataProvider = testDataProvider({
    getOne: async () => ({ data: dealer }),
    getHistory: async () => ({ data: [], total: 0 }),
    action,
  } as Partial<AppDataProvider>);
  renderWithAdmin(
    <ResourceContextProvider value="dealers">
      <Routes>
        <Route path="/dealers/:id/show" element={<DealerShow />} />
      </Routes>
      <Notification />
    </ResourceContextProvider>,
    { permissions, dataProvider, initialEntries: [`/dealers/${dealer.id}/show`] },
  );
  return { action };
}

const MANAGER = 'view_customers,manage_customers';

async function fillPassword(dialog: HTMLElement, password: string, confirm: string) {
  fireEvent.change(within(dialog).getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(within(dialog).getByLabelText('Confirm password'), { target: { value: confirm } });
  // The button is disabled while the form re-validates the changed fields.
  const submit = within(dialog).getByRole('button', { name: 'Save' });
  await waitFor(() => expect(submit).toBeEnabled());
  fireEvent.click(submit);
}

describe('dealer portal password', () => {
  it('resets the password after checking it, and never shows it back', async () => {
    const { action } = renderDealer(acme, MANAGER);

    expect(await screen.findByText('Set')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Reset portal password' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/dealer@example.com/)).toBeInTheDocument();

    await fillPassword(dialog, 'short', 'other');
    expect(await within(dialog).findByText('At least 8 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('The passwords do not match')).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();

    await fillPassword(dialog, 'Portal#2025x', 'Portal#2025x');
    await waitFor(() => expect(action).toHaveBeenCalledWith('dealers', 1, 'portal-password', { password: 'Portal#2025x' }));
    expect(await screen.findByText('Portal password saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue('Portal#2025x')).not.toBeInTheDocument();
  });

  it('offers to set a password the dealer does not have yet', async () => {
    renderDealer({ ...acme, has_portal_password: false }, MANAGER);

    expect(await screen.findByText('Not set')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Set portal password' })).toBeInTheDocument();
  });

  it('offers no password action to a user who may only view dealers', async () => {
    renderDealer(acme, 'view_customers');

    expect(await screen.findByText('Acme Motors')).toBeInTheDocument();
    expect(screen.getByText('$10,000.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /portal password/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
  });
});
