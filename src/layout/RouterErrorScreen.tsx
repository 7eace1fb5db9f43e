import type { CSSProperties } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

// Shown outside both apps, where no i18n provider exists; SPEC.md §2 gives the heading word for word.
const TEXT = {
  heading: 'Unexpected Application Error!',
  unknown: 'Something went wrong.',
  back: 'Back to the dashboard',
};

/** What went wrong, in one line: "404 Not Found" for a route error response, else the error's message. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return [error.status, error.statusText].filter(Boolean).join(' ');
  if (error instanceof Error) return error.message;
  if (typeof error === 'string' && error) return error;
  return TEXT.unknown;
}

const page: CSSProperties = {
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 16,
  padding: 24,
  textAlign: 'center',
  fontFamily: 'system-ui, sans-serif',
};

/**
 * The router's error screen (SPEC.md §2). Plain elements only: it may replace either app, or
 * show because one failed to load, so it leans on no theme, translation or admin context.
 */
export const RouterErrorScreen = () => {
  const error = useRouteError();
  return (
    <main style={page}>
      <h1 style={{ margin: 0 }}>{TEXT.heading}</h1>
      <p style={{ margin: 0 }}>{describeRouteError(error)}</p>
      {/* A full page load: whatever state broke the app goes with it. */}
      <a href="/dashboard">{TEXT.back}</a>
    </main>
  );
};
