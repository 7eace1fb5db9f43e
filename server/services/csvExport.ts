import { PassThrough, type Readable } from 'node:stream';
import Cursor from 'pg-cursor';
import type pg from 'pg';

// DESIGN.md §6 / issue: server-side CSV export, streamed in constant memory.
const BATCH = 500;

/** A cell as text; one a spreadsheet would run as a formula (= + - @) is prefixed with '. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * Runs the query through a server-side cursor and writes CSV lines as the client reads them:
 * one batch of rows in memory at a time, whatever the table's size.
 */
export function streamCsv(pool: pg.Pool, query: { sql: string; params: unknown[] }, columns: string[], onError: (err: Error) => void): Readable {
  const out = new PassThrough();
  void (async () => {
    const client = await pool.connect();
    const cursor = client.query(new Cursor(query.sql, query.params));
    try {
      out.write('\uFEFF' + csvLine(columns));
      for (;;) {
        const rows: Record<string, unknown>[] = await cursor.read(BATCH);
        if (!rows.length) break;
        const chunk = rows.map((row) => csvLine(columns.map((c) => row[c]))).join('');
        if (!out.write(chunk)) await new Promise<void>((resolve, reject) => {
          out.once('drain', resolve);
          out.once('close', () => reject(new Error('client went away')));
        });
      }
      out.end();
    } catch (err) {
      onError(err as Error);
      out.destroy(err as Error);
    } finally {
      await cursor.close().catch(() => {});
      client.release();
    }
  })();
  return out;
}
