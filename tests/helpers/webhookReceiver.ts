import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

// Issue 36 item 4: a real HTTP receiver for webhook tests. It checks each delivery's signature
// with the `standardwebhooks` package, as a receiver would, and answers as the test says.

export interface Received {
  path: string;
  /** `webhook-id` */
  id: string;
  type: string;
  body: { type: string; timestamp: string; data: Record<string, unknown> };
  verified: boolean;
  /** What it answered: a status, or `hang` (never answered). */
  answered: number | 'hang';
}

/** What a path answers: a status, `hang` (hold the request, answer nothing), or a function of the request. */
export type Answer = number | 'hang' | ((received: Received) => number | 'hang');

export class WebhookReceiver {
  readonly received: Received[] = [];
  readonly #secrets = new Map<string, string>();
  readonly #answers = new Map<string, Answer>();
  readonly #held = new Set<http.ServerResponse>();
  #server: http.Server | null = null;
  port = 0;

  /** Listens on every local address (so 127.0.0.2 reaches it too: only the server's guard keeps a delivery from it). */
  async start(): Promise<this> {
    this.#server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => this.#take(request, response, Buffer.concat(chunks).toString('utf8')));
    });
    await new Promise<void>((resolve) => this.#server!.listen(0, '0.0.0.0', resolve));
    this.port = (this.#server.address() as AddressInfo).port;
    return this;
  }

  url(path: string, host = '127.0.0.1'): string {
    return `http://${host}:${this.port}${path}`;
  }

  /** The secret a path's deliveries are signed with (the subscription's, from its creation). */
  expect(path: string, secret: string, answer: Answer = 200): void {
    this.#secrets.set(path, secret);
    this.#answers.set(path, answer);
  }

  answer(path: string, answer: Answer): void {
    this.#answers.set(path, answer);
  }

  at(path: string): Received[] {
    return this.received.filter((r) => r.path === path);
  }

  #take(request: http.IncomingMessage, response: http.ServerResponse, raw: string): void {
    const path = (request.url ?? '/').split('?')[0];
    const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
    let verified = false;
    try {
      new Webhook(this.#secrets.get(path) ?? 'whsec_AAAA').verify(raw, headers);
      verified = true;
    } catch {
      verified = false;
    }
    const body = JSON.parse(raw || '{}') as Received['body'];
    const received: Received = { path, id: headers['webhook-id'], type: body.type, body, verified, answered: 200 };
    const rule = this.#answers.get(path) ?? 404;
    received.answered = typeof rule === 'function' ? rule(received) : rule;
    this.received.push(received);
    if (received.answered === 'hang') {
      this.#held.add(response);
      response.on('close', () => this.#held.delete(response));
      return;
    }
    response.writeHead(received.answered, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: received.answered < 300 }));
  }

  async close(): Promise<void> {
    for (const response of this.#held) response.destroy();
    this.#server?.closeAllConnections();
    await new Promise((resolve) => this.#server?.close(resolve));
  }
}

/** Polls `check` until it holds, or fails after `ms` saying what was awaited. */
export async function until(what: string, check: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
