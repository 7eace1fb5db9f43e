/** Pure geometry of the demo chart kit: value scales, ticks, paths and arcs. No React. */

/** Rounds a maximum up to a "nice" value (1, 2, 2.5 or 5 times a power of ten). */
export function niceCeil(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const fraction = value / power;
  const nice = [1, 2, 2.5, 5, 10].find((step) => fraction <= step) ?? 10;
  return nice * power;
}

/** Evenly spaced ticks from 0 to a nice maximum covering `max`. */
export function ticks(max: number, count = 4): number[] {
  const top = niceCeil(max);
  return Array.from({ length: count + 1 }, (_, index) => (top / count) * index);
}

export interface Point {
  x: number;
  y: number;
}

export const linePath = (points: Point[]) => points.map(({ x, y }, index) => `${index === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

/** The line path closed down to the baseline, for an area fill. */
export function areaPath(points: Point[], baseline: number): string {
  if (points.length === 0) return '';
  const first = points[0];
  const last = points[points.length - 1];
  return `${linePath(points)} L${last.x.toFixed(1)},${baseline} L${first.x.toFixed(1)},${baseline} Z`;
}

const polar = (cx: number, cy: number, radius: number, angle: number): Point => ({
  x: cx + radius * Math.sin(angle),
  y: cy - radius * Math.cos(angle),
});

/** One slice of a pie (inner 0) or donut ring, clockwise from 12 o'clock, angles in radians. */
export function arcPath(cx: number, cy: number, outer: number, inner: number, start: number, end: number): string {
  // A full circle cannot be drawn as one arc: stop just short of it.
  const sweep = Math.min(end - start, Math.PI * 2 - 0.0001);
  const finish = start + sweep;
  const large = sweep > Math.PI ? 1 : 0;
  const a = polar(cx, cy, outer, start);
  const b = polar(cx, cy, outer, finish);
  const f = (n: number) => n.toFixed(2);
  if (inner <= 0) return `M${f(cx)},${f(cy)} L${f(a.x)},${f(a.y)} A${outer},${outer} 0 ${large} 1 ${f(b.x)},${f(b.y)} Z`;
  const c = polar(cx, cy, inner, finish);
  const d = polar(cx, cy, inner, start);
  return `M${f(a.x)},${f(a.y)} A${outer},${outer} 0 ${large} 1 ${f(b.x)},${f(b.y)} L${f(c.x)},${f(c.y)} A${inner},${inner} 0 ${large} 0 ${f(d.x)},${f(d.y)} Z`;
}

/** Start and end angle of each slice, in proportion to its value. */
export function sliceAngles(values: number[]): Array<{ start: number; end: number }> {
  const total = values.reduce((sum, value) => sum + Math.max(value, 0), 0);
  let angle = 0;
  return values.map((value) => {
    const share = total > 0 ? (Math.max(value, 0) / total) * Math.PI * 2 : 0;
    const slice = { start: angle, end: angle + share };
    angle += share;
    return slice;
  });
}

/** Per category, the sum of every series: the height a stacked bar needs. */
export const stackTotals = (series: number[][]) => (series[0] ?? []).map((_, index) => series.reduce((sum, values) => sum + (values[index] ?? 0), 0));

/** Short numbers for axis labels: 1200 → 1.2k, 3400000 → 3.4M. */
export function compactNumber(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1_000_000) return `${+(value / 1_000_000).toFixed(1)}M`;
  if (abs >= 1_000) return `${+(value / 1_000).toFixed(1)}k`;
  return `${+value.toFixed(1)}`;
}
