import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError, type AuthProvider } from 'react-admin';
import { LoginPage } from '../../src/auth/LoginPage';
import { renderWithAdmin } from '../helpers/renderWithAdmin';

function pendingLogin() {
  let settle: { resolve: () => void; reject: (error: unknown) => void } = { resolve: () => undefined, reject: () => undefined };
  const login = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  const authProvider: AuthProvider = {
    login,
    logout: async () => '/',
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => [],
  };
  return { authProvider, login, settle: () => settle };
}

function fillIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  beforeEach(() => window.localStorage.clear());

  it("reads 'Loading ...' while signing in, then shows the server's message", async () => {
    const { authProvider, login, settle } = pendingLogin();
    renderWithAdmin(<LoginPage />, { authProvider });

    fillIn('admin@example.com', 'wrong password');

    const button = await screen.findByRole('button', { name: 'Loading ...' });
    expect(button).toBeDisabled();
    expect(login).toHaveBeenCalledWith({ email: 'admin@example.com', password: 'wrong password', remember: false });

    settle().reject(new HttpError('These credentials do not match our records.', 401, { message: 'These credentials do not match our records.' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('These credentials do not match our records.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('lands on /dashboard after signing in', async () => {
    const { authProvider, settle } = pendingLogin();
    const { location } = renderWithAdmin(<LoginPage />, { authProvider });

    fillIn('admin@example.com', 'Admin#2025');
    await screen.findByRole('button', { name: 'Loading ...' });
    settle().resolve();

    await waitFor(() => expect(location()?.pathname).toBe('/dashboard'));
  });

  it('checks the form with the shared schema before calling the server', async () => {
    const { authProvider, login } = pendingLogin();
    renderWithAdmin(<LoginPage />, { authProvider });

    fillIn('not-an-email', '');

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('sends remember: true when "Remember me" is ticked', async () => {
    const { authProvider, login } = pendingLogin();
    renderWithAdmin(<LoginPage />, { authProvider });

    const remember = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(remember).not.toBeChecked();
    fireEvent.click(remember);
    fillIn('admin@example.com', 'Admin#2025');

    await screen.findByRole('button', { name: 'Loading ...' });
    expect(login).toHaveBeenCalledWith({ email: 'admin@example.com', password: 'Admin#2025', remember: true });
  });

  it('shows and hides the password with a named button', async () => {
    renderWithAdmin(<LoginPage />, { authProvider: pendingLogin().authProvider });

    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to registering and to the forgotten password', () => {
    renderWithAdmin(<LoginPage />, { authProvider: pendingLogin().authProvider });

    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('sends a signed-in user on to the dashboard', async () => {
    const { location } = renderWithAdmin(<LoginPage />, { permissions: 'view_products' });

    await waitFor(() => expect(location()?.pathname).toBe('/dashboard'));
  });
});
