import type { JobCard } from '../../../contract/workshop';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** Worked time as people write it on a job sheet: 75 minutes → "1:15". */
export function formatMinutes(minutes: number | null | undefined): string {
  const total = Math.max(0, Math.floor(minutes ?? 0));
  return `${Math.floor(total / 60)}:${twoDigits(total % 60)}`;
}

/** The live display: 4 521 000 ms → "1:15:21". */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 3600)}:${twoDigits(Math.floor(seconds / 60) % 60)}:${twoDigits(seconds % 60)}`;
}

/**
 * How far the client's clock is behind the server's: the server's clock when it read the
 * record, minus the client's when the answer arrived.
 */
export function clockOffset(serverNow: string, receivedAt: number): number {
  const server = Date.parse(serverNow);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

type TimedCard = Pick<JobCard, 'running_since' | 'time_logs'>;

/**
 * DESIGN.md §6 "Job cards": worked time comes from the stored logs, never from a client-side
 * counter, so a reload, a second device or a server restart shows the same figure. The
 * stopped logs count from their stored start and stop; a running one from its start to the
 * server's clock now (the client's clock plus the offset measured when the record was read).
 */
export function workedMs(card: TimedCard, clientNow: number, offset: number): number {
  const stopped = card.time_logs.reduce(
    (sum, log) => (log.stopped_at ? sum + Math.max(0, Date.parse(log.stopped_at) - Date.parse(log.started_at)) : sum),
    0,
  );
  const running = card.running_since ? Math.max(0, clientNow + offset - Date.parse(card.running_since)) : 0;
  return stopped + running;
}
