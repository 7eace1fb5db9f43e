import { randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface SecurityOptions {
  cookieSecure: boolean;
}

export function setXsrfCookie(reply: FastifyReply, secure: boolean): void {
  reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), { path: '/', sameSite: 'lax', secure, httpOnly: false });
}

/**
 * DESIGN.md §5: any response sets the readable XSRF-TOKEN cookie when the request has none;
 * every unsafe API request must echo it in X-XSRF-TOKEN, or gets 419. Plus the usual
 * hardening headers.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: SecurityOptions) => {
  await app.register(cookie);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (opts.cookieSecure) reply.header('Strict-Transport-Security', 'max-age=31536000');
    const cookieToken = request.cookies[XSRF_COOKIE];
    if (!cookieToken) setXsrfCookie(reply, opts.cookieSecure);
    if (!request.url.startsWith('/api/') || !UNSAFE.has(request.method)) return;
    const headerToken = request.headers[XSRF_HEADER];
    if (!cookieToken || typeof headerToken !== 'string' || !sameToken(cookieToken, headerToken)) {
      return reply.status(419).send({ message: 'CSRF token mismatch. Reload the page and try again.' });
    }
  });

  app.get('/api/csrf-cookie', async (_request, reply) => reply.status(204).send());
});
