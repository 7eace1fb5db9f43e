import { Component, type CSSProperties, type ReactNode } from 'react';
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
 * The error screen (SPEC.md §2): the heading, what went wrong, and a way back. Plain elements
 * only: it may replace either app, or show because one failed to load, so it leans on no theme,
 * translation or admin context.
 */
export const ErrorScreen = ({ error, home = '/dashboard' }: { error: unknown; home?: string }) => (
  <main style={page}>
    <h1 style={{ margin: 0 }}>{TEXT.heading}</h1>
    <p style={{ margin: 0 }}>{describeRouteError(error)}</p>
    {/* A full page load: whatever state broke the app goes with it. */}
    <a href={home}>{TEXT.back}</a>
  </main>
);

/** The staff page's data router's error element (src/main.tsx). */
export const RouterErrorScreen = () => <ErrorScreen error={useRouteError()} />;

/**
 * The same screen for a page without a data router (the dealer portal's, src/dealer/main.tsx,
 * which keeps to react-router's declarative API: 53 kB less script on a dealer's phone).
 */
export class ErrorScreenBoundary extends Component<{ home: string; children: ReactNode }, { error: unknown }> {
  state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    // An error thrown without a value still shows the screen.
    return { error: error ?? TEXT.unknown };
  }

  render() {
    return this.state.error === undefined ? this.props.children : <ErrorScreen error={this.state.error} home={this.props.home} />;
  }
}
