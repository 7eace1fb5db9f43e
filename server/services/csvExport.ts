import { PassThrough, type Readable } from 'node:stream';
import Cursor from 'pg-cursor';
import type pg from 'pg';

// DESIGN.md §6 / issue: server-side CSV export, streamed in constant memory.
const BATCH = 500;

/**
 * A cell as text; one a spreadsheet would run as a formula (= + - @) is prefixed with '. Quoted
 * when it holds a quote, a line break or the delimiter (a comma, or the `;` or tab of a file
 * written back as it came: the rejected rows of an import).
 */
export function csvCell(value: unknown, delimiter = ','): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /["\r\n]/.test(text) || text.includes(delimiter) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: unknown[], delimiter = ',') => `${cells.map((cell) => csvCell(cell, delimiter)).join(delimiter)}\r\n`;

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
