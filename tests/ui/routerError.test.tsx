import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, RouterProvider, Routes, createMemoryRouter, data } from 'react-router';
import { ErrorScreenBoundary, RouterErrorScreen } from '../../src/ui/RouterErrorScreen';

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

// The dealer portal's page has no data router (src/dealer/main.tsx): a boundary shows the same screen.
describe('error screen boundary (the dealer portal)', () => {
  it("shows the heading and a thrown error's message, with the way back to the portal's dashboard", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorScreenBoundary home="/dealer/dashboard">
        <MemoryRouter initialEntries={['/dealer/form']}>
          <Routes>
            <Route path="/dealer/*" element={<Boom />} />
          </Routes>
        </MemoryRouter>
      </ErrorScreenBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The stock screen fell over')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dealer/dashboard');
    vi.restoreAllMocks();
  });

  it('shows its children while nothing fails', () => {
    render(
      <ErrorScreenBoundary home="/dealer/dashboard">
        <p>The order form</p>
      </ErrorScreenBoundary>,
    );
    expect(screen.getByText('The order form')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).not.toBeInTheDocument();
  });
});
