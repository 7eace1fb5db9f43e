import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { AppMenu } from '../../src/layout/AppMenu';
import { AppUserMenu } from '../../src/layout/UserMenu';
import { createAuthProvider } from '../../src/providers/authProvider';
import { storeUser, USER_KEY } from '../../src/providers/session';
import { renderWithAdmin } from '../helpers/renderWithAdmin';

const offline = () => Promise.reject(new Error('no network in this test'));

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the header user menu (SPEC.md §2, §8)', () => {
  it('shows the stored name without a leading title, and one Logout entry', async () => {
    window.localStorage.clear();
    storeUser(window.localStorage, { id: 7, full_name: 'Mrs. Jane Doe', email: 'jane@example.com', role: 'Tester', permissions: '' });
    renderWithAdmin(<AppUserMenu />, { authProvider: createAuthProvider({ httpClient: offline, storage: window.localStorage }) });

    const button = await screen.findByRole('button', { name: 'Account of Jane Doe' });
    expect(button).toHaveTextContent('JDJane Doe');
    fireEvent.click(button);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Logout']);
  });

  it("falls back to 'User', logging the error, when the stored user cannot be parsed", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.clear();
    window.localStorage.setItem(USER_KEY, '{not json');
    renderWithAdmin(<AppUserMenu />, { authProvider: createAuthProvider({ httpClient: offline, storage: window.localStorage }) });

    expect(await screen.findByRole('button', { name: 'Account of User' })).toHaveTextContent('User');
    expect(logged).toHaveBeenCalledWith('Cannot read the stored user', expect.any(SyntaxError));
  });
});

describe('the side menu type-ahead (SPEC.md §9)', () => {
  it('moves the focus by typed letters and forgets them after 350 ms', async () => {
    renderWithAdmin(<AppMenu />, { permissions: 'view_suppliers,view_customers,view_stock_adjustments,view_stock_hub' });
    const dashboard = await screen.findByRole('menuitem', { name: 'Dashboard' });
    dashboard.focus();
    vi.useFakeTimers();
    const type = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

    type('s');
    expect(document.activeElement).toHaveTextContent('Suppliers');
    type('t');
    expect(document.activeElement).toHaveTextContent('Stock adjustments');
    act(() => vi.advanceTimersByTime(349));
    type('o');
    type('c');
    type('k');
    type(' ');
    type('h');
    expect(document.activeElement).toHaveTextContent('Stock hub');

    // Without the reset "stock hs" would match nothing; after it, "s" starts again from here.
    act(() => vi.advanceTimersByTime(350));
    type('s');
    expect(document.activeElement).toHaveTextContent('Suppliers');
  });
});
