import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors';
import { answerOf } from './errors';

/** The page's policy; `scripts` are the hashes of the page's own inline scripts, the only inline code allowed. */
const csp = (scripts: string[]) =>
  `default-src 'self'; script-src 'self' 'wasm-unsafe-eval'${scripts.map((h) => ` '${h}'`).join('')}; img-src 'self' data: blob: https:; style-src 'self' 'unsafe-inline'; font-src 'self' data:; connect-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'`;

/** The sha256 of each inline script (a `<script>` without attributes) of a built page. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => `sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}`);
}

// Vite puts a content hash in every file name under assets/: a new build means new URLs, so
// browsers may keep these forever. Anything else (index.html, unhashed public files) must be
// revalidated, or a deploy would leave browsers on the old index pointing at deleted chunks.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The dealer portal's paths, answered with its own page (dealer.html, built apart: vite.config.ts); the dev server agrees (scripts/dealerPage.ts). */
export const isDealerPath = (pathname: string) => pathname === '/dealer' || pathname.startsWith('/dealer/');

/** A built HTML page: its bytes and the variants the build wrote (scripts/precompress.ts), best first, and its policy. */
function loadPage(file: string) {
  const variants: { encoding: string; body: Buffer }[] = [];
  for (const [encoding, ext] of [['br', '.br'], ['gzip', '.gz']] as const) {
    if (fs.existsSync(file + ext)) variants.push({ encoding, body: fs.readFileSync(file + ext) });
  }
  const identity = fs.readFileSync(file);
  return { identity, variants, csp: csp(inlineScriptHashes(identity.toString('utf8'))) };
}

/**
 * Serves the built SPA: any non-API path without a file answers a page for client routing,
 * dealer.html for the dealer portal's paths and index.html for the rest.
 */
export async function spaPlugin(app: FastifyInstance, opts: { distDir: string }) {
  const index = path.join(opts.distDir, 'index.html');
  const dealerFile = path.join(opts.distDir, 'dealer.html');
  if (!fs.existsSync(index) || !fs.existsSync(dealerFile)) {
    app.log.warn(`no built SPA (index.html and dealer.html) in ${opts.distDir}: run "npm run build"`);
    return;
  }
  const assetsDir = path.join(opts.distDir, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: opts.distDir,
    wildcard: false,
    index: false,
    // Serves file.br / file.gz when the request accepts it, with Content-Encoding and Vary.
    preCompressed: true,
    // The compressed siblings are reached through their original URL only.
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (reply, filePath) => reply.header('Cache-Control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE),
  });
  const staffPage = loadPage(index);
  const dealerPage = loadPage(dealerFile);
  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: ReturnType<typeof loadPage>) => {
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const variant = page.variants.find((v) => new RegExp(`\\b${v.encoding}\\b`).test(accepted));
    reply.type('text/html; charset=utf-8').header('Cache-Control', REVALIDATE).header('Vary', 'accept-encoding').header('Content-Security-Policy', page.csp);
    if (!variant) return reply.send(page.identity);
    return reply.header('Content-Encoding', variant.encoding).send(variant.body);
  };
  app.get('/', (request, reply) => sendPage(request, reply, staffPage));
  app.get('/*', (request, reply) => {
    const p = request.url.split('?')[0];
    if (p.startsWith('/api/') || path.extname(p)) return reply.status(404).send(answerOf(request, notFound('not_found')));
    return sendPage(request, reply, isDealerPath(p) ? dealerPage : staffPage);
  });
}
