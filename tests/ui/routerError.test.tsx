import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter, data } from 'react-router';
import { RouterErrorScreen } from '../../src/layout/RouterErrorScreen';

const Boom = (): never => {
  throw new Error('The stock screen fell over');
};

/** A data router whose root route uses the app's error screen, as src/main.tsx does. */
function renderRouter(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Outlet />,
        errorElement: <RouterErrorScreen />,
        HydrateFallback: () => null,
        children: [
          { path: '/broken', element: <Boom /> },
          {
            path: '/gone',
            loader: () => {
              throw data('No such record', { status: 404, statusText: 'Not Found' });
            },
            element: <p>Never shown</p>,
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

describe('router error screen', () => {
  it('shows the heading and the status of a route error response', async () => {
    renderRouter('/gone');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it("shows the heading and a thrown error's message", async () => {
    // React reports the error it caught; the screen is what matters here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRouter('/broken');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The stock screen fell over')).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('shows a 404 for a path no route matches', async () => {
    renderRouter('/nowhere');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
  });
});
