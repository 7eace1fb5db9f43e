import http from 'node:http';
import https from 'node:https';
import { Webhook } from 'standardwebhooks';

// One attempt of one delivery (DESIGN.md §5 "Integrations"): the Standard Webhooks headers, a
// POST with a short timeout, no redirect followed (Node's http follows none), and what came back.

/** What is kept of a request's body and of an answer's. */
export const BODY_CAP = 64 * 1024;
export const EXCERPT_CAP = 2 * 1024;

export type Attempt = { ok: boolean; status: number | null; excerpt: string | null; error: string | null; durationMs: number };

export interface Outgoing {
  url: string;
  /** `webhook-id`: the event's id, the same on every retry (a test event's own). */
  webhookId: string;
  body: string;
  /** The `whsec_` secret; null when it could not be unsealed. */
  secret: string | null;
}

/** Sends one attempt and says how it went; never throws. */
export function attemptDelivery(out: Outgoing, agentFor: (url: URL) => http.Agent, timeoutMs: number): Promise<Attempt> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  if (!out.secret) return Promise.resolve({ ok: false, status: null, excerpt: null, error: 'The signing secret cannot be read (SECRET changed since it was made): make the subscription again', durationMs: 0 });
  const url = new URL(out.url);
  const timestamp = new Date();
  const headers = {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(out.body)),
    'user-agent': 'Stockyard-Webhooks/1',
    'webhook-id': out.webhookId,
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': new Webhook(out.secret).sign(out.webhookId, timestamp, out.body),
  };
  return new Promise((resolve) => {
    let settled = false;
    const finish = (attempt: Omit<Attempt, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...attempt, durationMs: took() });
    };
    const request = (url.protocol === 'https:' ? https : http).request(url, { method: 'POST', headers, agent: agentFor(url) }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        if (size < EXCERPT_CAP) chunks.push(chunk);
        size += chunk.length;
      });
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        const excerpt = Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CAP);
        finish({ ok: status >= 200 && status < 300, status, excerpt, error: status >= 300 && status < 400 ? 'Redirects are not followed' : null });
      });
      res.on('error', (err) => finish({ ok: false, status: res.statusCode ?? null, excerpt: null, error: err.message }));
    });
    const timer = setTimeout(() => request.destroy(new Error(`No answer within ${timeoutMs} ms`)), timeoutMs);
    request.on('error', (err) => finish({ ok: false, status: null, excerpt: null, error: err.message.slice(0, 500) }));
    request.end(out.body);
  });
}
