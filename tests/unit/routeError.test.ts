import { describe, expect, it } from 'vitest';
import { describeRouteError } from '../../src/ui/RouterErrorScreen';

/** The shape react-router gives a thrown response (what isRouteErrorResponse recognises). */
const errorResponse = (status: number, statusText: string) => ({ status, statusText, internal: false, data: null });

describe('describeRouteError', () => {
  it('gives the status and its text for a route error response', () => {
    expect(describeRouteError(errorResponse(404, 'Not Found'))).toBe('404 Not Found');
    expect(describeRouteError(errorResponse(503, ''))).toBe('503');
  });

  it("gives an error's message, a thrown string as it is, and a plain sentence otherwise", () => {
    expect(describeRouteError(new TypeError('x is undefined'))).toBe('x is undefined');
    expect(describeRouteError('Chunk failed to load')).toBe('Chunk failed to load');
    expect(describeRouteError(undefined)).toBe('Something went wrong.');
  });
});
