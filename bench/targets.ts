import type { Measurement } from './load';

// Issue 33 item 9: every `npm run bench` target is a multiple of what the same run measured on
// the raw PostgreSQL floor, so a slower or busier host moves the floor and the target with it.
// The absolute targets are kept as they were set: at the run below, and converted here.

/** The recorded run the absolute targets held at (docs/performance.md, 2026-11-27 13:07 UTC). */
export const REFERENCE_FLOOR = { rps: 9883, p50: 0.9, p99: 2.7, at: '2026-11-27 13:07 UTC' } as const;

export type Floor = Pick<Measurement, 'rps' | 'p50' | 'p99'>;

/**
 * What a line is measured against: the floor's queries per second for a throughput, its p99 for
 * a tail latency under 10 connections (both tails are mostly waits for one of the two cores), its
 * p50 for the time of one request alone (work, not waiting).
 */
export type Basis = 'q/s' | 'p50' | 'p99';

export interface RelativeTarget {
  basis: Basis;
  /** A throughput must reach its share of the floor; a latency must stay within its multiple. */
  bound: 'at least' | 'at most';
  ratio: number;
  /** The absolute target this ratio came from, at REFERENCE_FLOOR; absent when the issue set a ratio. */
  wasAbsolute?: string;
}

const floorFigure = (floor: Floor, basis: Basis) => (basis === 'q/s' ? floor.rps : floor[basis]);

/** Converts an absolute target at the reference run into a multiple of the floor. */
export function fromReference(basis: Basis, bound: RelativeTarget['bound'], absolute: number, wasAbsolute: string): RelativeTarget {
  return { basis, bound, ratio: absolute / floorFigure(REFERENCE_FLOOR, basis), wasAbsolute };
}

export const times = (ratio: number) => `${ratio >= 100 ? Math.round(ratio) : ratio.toPrecision(3)}×`;
const sign = (t: RelativeTarget) => (t.bound === 'at least' ? '≥' : '≤');
const absolute = (value: number, basis: Basis) => (basis === 'q/s' ? `${Math.round(value)}/s` : value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`);

export interface Verdict {
  /** The measured figure as a multiple of the floor, e.g. "10.7× floor p99". */
  ratio: string;
  /** The target as stated, e.g. "≤ 18.5× floor p99". */
  target: string;
  /** The target at this run's floor, e.g. "≤ 51.8 ms". */
  targetHere: string;
  pass: boolean;
}

/** Judges a figure (ms or per second) against its target at this run's floor; `ratio` overrides figure ÷ floor. */
export function judge(target: RelativeTarget, figure: number, floor: Floor, ratio = figure / floorFigure(floor, target.basis)): Verdict {
  const here = target.ratio * floorFigure(floor, target.basis);
  return {
    ratio: `${times(ratio)} floor ${target.basis}`,
    target: `${sign(target)} ${times(target.ratio)} floor ${target.basis}`,
    targetHere: `${sign(target)} ${absolute(here, target.basis)}`,
    pass: target.bound === 'at least' ? ratio >= target.ratio : ratio <= target.ratio,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The repetition whose `figure` is the median, so a line's p50, p99 and rate come from one repetition. */
export function medianRepetition<T>(repetitions: T[], figure: (r: T) => number): T {
  const sorted = [...repetitions].sort((a, b) => figure(a) - figure(b));
  return sorted[Math.floor(sorted.length / 2)];
}

/** The floor of a run: the median of its repetitions, figure by figure. */
export const medianFloor = (repetitions: Floor[]): Floor => ({
  rps: median(repetitions.map((r) => r.rps)),
  p50: median(repetitions.map((r) => r.p50)),
  p99: median(repetitions.map((r) => r.p99)),
});
