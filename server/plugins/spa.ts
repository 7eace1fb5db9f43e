import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built SPA; any non-API path without a file answers index.html (client routing). */
export async function spaPlugin(app: FastifyInstance, opts: { distDir: string }) {
  const index = path.join(opts.distDir, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn(`no built SPA in ${opts.distDir}: run "npm run build"`);
    return;
  }
  await app.register(fastifyStatic, { root: opts.distDir, wildcard: false, index: false, maxAge: '1y', immutable: true });
  const html = fs.readFileSync(index);
  const sendIndex = (_: unknown, reply: import('fastify').FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header(
        'Content-Security-Policy',
        "default-src 'self'; img-src 'self' data: blob: https:; style-src 'self' 'unsafe-inline'; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
      )
      .send(html);
  app.get('/', sendIndex);
  app.get('/*', (request, reply) => {
    const p = request.url.split('?')[0];
    if (p.startsWith('/api/') || path.extname(p)) return reply.status(404).send({ message: 'Not found' });
    return sendIndex(request, reply);
  });
}
