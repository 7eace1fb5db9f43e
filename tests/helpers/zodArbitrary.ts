import fc from 'fast-check';
import type { z } from 'zod';

// fast-check arbitraries from the Zod 4 schemas the API validates with (issue 10 item 3): at
// every level mostly values of the schema's shape, some valid, some just outside its bounds,
// mixed with hostile ones (huge and odd strings, wrong types, extreme numbers, deep nesting,
// prototype keys). No maintained zod→fast-check package supports Zod 4, hence this walker.

/** A token written into the JSON text as is: what JSON.stringify cannot say (1e400, deep nesting). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a generated value; RawJson tokens go in verbatim, `__proto__` stays an own key. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const deep = (depth: number, open: string, close: string, inner = '1') => new RawJson(open.repeat(depth) + inner + close.repeat(depth));

/** Values no field should choke on, whatever type it expects. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    0,
    -1,
    1.5,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    '',
    '   ',
    '0',
    '-1',
    'NaN',
    '1e3',
    'null',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\u202e\u0645\u0631\u062d\u0628\u0627',
    'Z\u0351\u0352\u0353\u0354',
    '<script>alert(1)</script>',
    "'; drop table products; --",
    '../../etc/passwd',
    '%s%n%x',
    'x'.repeat(100_000),
    '💥'.repeat(20_000),
    [],
    {},
    [1, 'a', null],
    { role: 'admin' },
  ),
  fc.constantFrom<unknown>(
    new RawJson('1e400'),
    new RawJson('-1e400'),
    new RawJson('1e-400'),
    new RawJson('-0'),
    new RawJson('123456789012345678901234567890'),
    new RawJson('{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}'),
    deep(3000, '[', ']'),
    deep(3000, '{"a":', '}'),
  ),
  fc.double(),
  fc.integer(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }),
);

interface Bounds {
  min?: number;
  max?: number;
  int: boolean;
}

type Def = { type: string; checks?: { _zod: { def: Record<string, unknown> } }[] } & Record<string, unknown>;
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def);

function numberBounds(def: Def): Bounds {
  const b: Bounds = { int: false };
  for (const c of checksOf(def)) {
    if (c.check === 'number_format') b.int = true;
    if (c.check === 'greater_than') b.min = Number(c.value) + (c.inclusive ? 0 : b.int ? 1 : Number.EPSILON);
    if (c.check === 'less_than') b.max = Number(c.value) - (c.inclusive ? 0 : b.int ? 1 : Number.EPSILON);
  }
  return b;
}

function lengthBounds(def: Def): { min: number; max: number } {
  let min = 0;
  let max = 60;
  for (const c of checksOf(def)) {
    if (c.check === 'min_length') min = Number(c.minimum);
    if (c.check === 'max_length') max = Number(c.maximum);
    if (c.check === 'length_equals') min = max = Number(c.length);
  }
  return { min, max };
}

/** Ids and versions mostly hit existing rows (small numbers), so a run gets past "not found". */
function numberArbitrary(def: Def, key: string | undefined, hostile: boolean): fc.Arbitrary<number> {
  const b = numberBounds(def);
  const lo = Math.max(b.min ?? -1e12, -1e12);
  const hi = Math.min(b.max ?? 1e12, 1e12);
  // Whole cents: the money fields allow 2 decimals.
  const inRange = b.int ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) }) : fc.integer({ min: Math.ceil(lo * 100), max: Math.floor(hi * 100) }).map((c) => c / 100);
  const options: fc.Arbitrary<number>[] = [inRange];
  if (key === 'version') options.unshift(fc.integer({ min: 0, max: 4 }));
  else if (key && /(^|_)id$/.test(key)) options.unshift(fc.integer({ min: 1, max: 40 }));
  if (hostile) options.push(fc.constantFrom(...[lo, hi, lo - 1, hi + 1, 0].filter(Number.isFinite)), fc.double({ min: lo, max: hi, noNaN: true }));
  return fc.oneof(...options);
}

function stringArbitrary(def: Def, hostile: boolean): fc.Arbitrary<string> {
  const { min, max } = lengthBounds(def);
  const formats = checksOf(def).filter((c) => c.check === 'string_format');
  const formatted: fc.Arbitrary<string>[] = [];
  for (const f of formats) {
    if (f.format === 'email') formatted.push(fc.emailAddress().filter((s) => s.length <= max));
    if (f.format === 'regex' && f.pattern instanceof RegExp) formatted.push(fc.stringMatching(f.pattern, { size: 'small' }).filter((s) => s.length <= max));
  }
  const free = [fc.string({ minLength: min, maxLength: Math.min(max, 80) }), fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 40) })];
  if (!hostile) return formatted.length ? fc.oneof(...formatted) : fc.oneof(...free);
  return fc.oneof(...formatted, ...free, fc.constantFrom('x'.repeat(max), 'x'.repeat(max + 1)));
}

/**
 * An arbitrary for a Zod schema. With `hostile` (the default) each value may instead be a
 * hostile one, numbers and lengths go past their bounds, and objects may carry keys the schema
 * does not know (mass assignment). Without, values stay in bounds (mostly valid: refinements
 * and cross-field rules are not read).
 */
export function zodArbitrary(schema: z.ZodType, opts: { hostile?: boolean; key?: string } = {}): fc.Arbitrary<unknown> {
  const hostile = opts.hostile ?? true;
  const shaped = shapedArbitrary(defOf(schema), opts.key, hostile);
  return hostile ? fc.oneof({ arbitrary: shaped, weight: 5 }, { arbitrary: hostileValue, weight: 1 }) : shaped;
}

const EXTRA_KEYS = ['id', 'version', 'dealer_id', 'status', 'permissions', 'created_at', 'password_hash', '__proto__', 'constructor'];

function shapedArbitrary(def: Def, key: string | undefined, hostile: boolean): fc.Arbitrary<unknown> {
  const child = (schema: unknown, k = key) => zodArbitrary(schema as z.ZodType, { hostile, key: k });
  switch (def.type) {
    case 'string':
      return stringArbitrary(def, hostile);
    case 'number':
    case 'int':
      return numberArbitrary(def, key, hostile);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'array': {
      const { min, max } = lengthBounds(def);
      return fc.array(child(def.element, undefined), { minLength: min, maxLength: Math.min(max, 6) });
    }
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const optional = (s: unknown) => ['optional', 'default'].includes(defOf(s).type);
      const fields = fc.record(Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, child(s, k)])), {
        requiredKeys: Object.keys(shape).filter((k) => !optional(shape[k])),
      });
      if (!hostile) return fields;
      const extras = fc.dictionary(fc.constantFrom(...EXTRA_KEYS), hostileValue, { maxKeys: 2 });
      return fc.tuple(fields, fc.option(extras, { freq: 4 })).map(([f, e]) => (e ? Object.assign(Object.create(null), e, f) : f));
    }
    case 'optional':
      return fc.option(child(def.innerType), { nil: undefined });
    case 'nullable':
      return fc.option(child(def.innerType), { nil: null });
    case 'default':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return child(def.innerType);
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((o) => child(o)));
    case 'pipe':
      return child(def.in);
    case 'lazy':
      return child((def.getter as () => unknown)());
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
