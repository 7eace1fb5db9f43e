// DESIGN.md §5 "Numbers typed by people": a number is read as the person wrote it in their
// locale, shown formatted, and refused with a reason when it cannot be read for sure. A wrong
// guess costs money 1000× off; a refusal costs one more keystroke. The rules, and what is
// refused as ambiguous, are in docs/decisions-i32-numbers.md.

/** What a field holds: money (2 decimals, always shown), a whole quantity, a percentage (up to 2). */
export type NumberKind = 'money' | 'quantity' | 'percent';

export interface NumberRules {
  /** The most decimals the field takes; 0 for whole numbers. */
  decimals: number;
  /** Whether the value is always shown with all its decimals (45,90 rather than 45,9). */
  fixedDecimals: boolean;
  /** Whether a value below 0 may be typed (an adjustment line's quantity). */
  negative: boolean;
}

export function numberRulesOf(kind: NumberKind, negative = false): NumberRules {
  if (kind === 'money') return { decimals: 2, fixedDecimals: true, negative };
  if (kind === 'percent') return { decimals: 2, fixedDecimals: false, negative };
  return { decimals: 0, fixedDecimals: false, negative };
}

/** Why a text is not taken as a number. */
export type NumberRefusal =
  | { reason: 'unreadable' }
  /** One `.` or `,` that the locale uses for neither role, before exactly three digits: 1.234 in French. */
  | { reason: 'ambiguous'; thousands: number; decimal: number }
  | { reason: 'decimals'; decimals: number }
  | { reason: 'negative' }
  | { reason: 'too_large' };

/** A number (null: nothing typed) or why the text was refused. */
export type TypedNumber = { ok: true; value: number | null } | { ok: false; refusal: NumberRefusal };

interface Separators {
  decimal: string;
  group: string;
}

const separatorsByLocale = new Map<string, Separators>();

/** The locale's own decimal and grouping signs, as Intl writes them (fr: "," and a narrow no-break space). */
export function separatorsOf(locale: string): Separators {
  let found = separatorsByLocale.get(locale);
  if (!found) {
    const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(1234567.5);
    found = { decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.', group: parts.find((p) => p.type === 'group')?.value ?? ',' };
    separatorsByLocale.set(locale, found);
  }
  return found;
}

const MARKS = ['.', ','] as const;
type Mark = (typeof MARKS)[number];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const count = (text: string, char: string) => text.split(char).length - 1;

/** A whole part grouped by threes with one kind of sign: any kind of space, or the one mark. */
function groupedDigits(whole: string, group: Mark | 'space' | null): string | null {
  if (group === null) return /^\d*$/.test(whole) ? whole : null;
  const sign = group === 'space' ? '\\s' : escape(group);
  return new RegExp(`^\\d{1,3}(?:${sign}\\d{3})+$`).test(whole) ? whole.replace(/\D/g, '') : null;
}

const refuse = (refusal: NumberRefusal): TypedNumber => ({ ok: false, refusal });

/**
 * What a person typed, read in their locale. Spaces of any kind group thousands; `.` and `,`
 * are read as follows:
 * - both appear: the last one is the decimal sign and the other groups (1.234,5 and 1,234.5);
 * - one of them appears more than once: it groups (1,234,567 and 1.234.567);
 * - it appears once: it is the decimal sign when it is the locale's, or when it cannot be
 *   grouping (not followed by exactly three digits: 12,5 in English, 12.5 in French); the
 *   locale's grouping sign groups (1,234 in English is 1234); a sign the locale uses for neither
 *   (the point in French) before three digits could be either, and is refused, unless the field
 *   takes whole numbers only, where only grouping makes sense (1.234 → 1234).
 * More decimals than the field takes are refused, trailing zeros included: 12,500 in French is
 * not silently 12.5 for someone who meant twelve thousand five hundred.
 */
export function readTypedNumber(text: string, locale: string, rules: NumberRules): TypedNumber {
  let body = text.trim();
  if (body === '') return { ok: true, value: null };
  let sign = 1;
  if (/^[-\u2212+]/.test(body)) {
    sign = body[0] === '+' ? 1 : -1;
    body = body.slice(1).trimStart();
  }
  if (!/^[\d.,\s]+$/.test(body) || !/\d/.test(body)) return refuse({ reason: 'unreadable' });

  const { decimal: localeDecimal, group: localeGroup } = separatorsOf(locale);
  const hasSpace = /\s/.test(body);
  const present = MARKS.filter((mark) => body.includes(mark));
  let decimal: Mark | null = null;
  let group: Mark | 'space' | null = hasSpace ? 'space' : null;

  if (present.length === 2) {
    // One kind of grouping per number: 1 234.567,8 mixes two.
    if (hasSpace) return refuse({ reason: 'unreadable' });
    decimal = body.lastIndexOf('.') > body.lastIndexOf(',') ? '.' : ',';
    group = decimal === '.' ? ',' : '.';
    if (count(body, decimal) > 1) return refuse({ reason: 'unreadable' });
  } else if (present.length === 1) {
    const [mark] = present;
    if (count(body, mark) > 1) {
      if (hasSpace) return refuse({ reason: 'unreadable' });
      group = mark;
    } else {
      const couldGroup = !hasSpace && new RegExp(`^[1-9]\\d{0,2}${escape(mark)}\\d{3}$`).test(body);
      if (!couldGroup || mark === localeDecimal) decimal = mark;
      else if (mark === localeGroup || rules.decimals === 0) group = mark;
      else {
        const [whole, fraction] = body.split(mark);
        return refuse({ reason: 'ambiguous', thousands: sign * Number(whole + fraction), decimal: sign * Number(`${whole}.${fraction}`) });
      }
    }
  }

  const [whole, fraction = ''] = decimal ? body.split(decimal) : [body];
  const digits = groupedDigits(whole, group);
  if (digits === null || !/^\d*$/.test(fraction) || digits + fraction === '') return refuse({ reason: 'unreadable' });
  // Beyond 15 digits a JavaScript number no longer holds every digit typed.
  if (digits.replace(/^0+/, '').length + fraction.length > 15) return refuse({ reason: 'too_large' });
  const value = sign * Number(`${digits || '0'}.${fraction || '0'}`);
  if (value < 0 && !rules.negative) return refuse({ reason: 'negative' });
  if (fraction.length > rules.decimals) return refuse({ reason: 'decimals', decimals: rules.decimals });
  return { ok: true, value: value === 0 ? 0 : value };
}

const formats = new Map<string, Intl.NumberFormat>();

function formatOf(locale: string, rules: NumberRules, grouping: boolean): Intl.NumberFormat {
  const key = `${locale}|${rules.decimals}|${rules.fixedDecimals}|${grouping}`;
  let format = formats.get(key);
  if (!format) {
    // Up to 10 decimals: a value with more than the field takes (read from elsewhere) is shown
    // as it is, for the server to refuse, rather than rounded out of sight.
    const minimumFractionDigits = rules.fixedDecimals ? rules.decimals : 0;
    format = new Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits: Math.max(minimumFractionDigits, 10), useGrouping: grouping });
    formats.set(key, format);
  }
  return format;
}

/**
 * A value as the field shows it: grouped for reading ("1 234,50"), or without grouping while it
 * is edited ("1234,50"), so nothing typed next to a grouping sign surprises. Not a number: "".
 */
export function formatTypedNumber(value: unknown, locale: string, rules: NumberRules, editing = false): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return formatOf(locale, rules, !editing).format(value);
}
