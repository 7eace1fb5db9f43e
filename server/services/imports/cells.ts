// Issue 19 / DESIGN.md §5 "Imports": what a cell of an uploaded sheet means, read as people type it
// in English or French spreadsheets (numbers, dates, yes/no), and never silently changed.

/**
 * A cell trimmed, and unescaped from our own exports: they write a text that a spreadsheet would
 * run as a formula (starting with = + - @ tab or CR) with a ' before it (see csvExport.ts).
 */
export function cleanCell(text: string): string {
  const trimmed = text.trim();
  return /^'[=+\-@\t\r]/.test(trimmed) ? trimmed.slice(1).trim() : trimmed;
}

/** The spaces that group thousands: space, no-break space, narrow no-break space (French), thin space. */
const GROUP_SPACE = '[ \\u00a0\\u202f\\u2009]';

/**
 * A number in English or French notation, or null. Digits may be grouped by thousands with spaces
 * (1 234,56), commas (1,234.56) or dots (1.234,56). Which separator is the decimal one:
 * - both . and , present: the last one; the other must group thousands;
 * - only ",": a decimal comma (1234,5), unless the number reads ^-?\d{1,3}(,\d{3})+$ (1,234 → 1234);
 * - only ".": a decimal point (1.234 → 1.234), unless it reads ^-?\d{1,3}(\.\d{3}){2,}$ (1.234.567).
 * A sign may lead; 12. and ,5 are read; 1.5E+3 (as Excel writes large numbers) too. Currency
 * symbols or codes, units, letters: null.
 */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (/^[+-]?\d+(\.\d+)?e[+-]?\d+$/i.test(trimmed)) return Number(trimmed);
  const match = new RegExp(`^([+-]?)([\\d.,]|${GROUP_SPACE})+$`).exec(trimmed);
  if (!match || !/\d/.test(trimmed)) return null;
  const body = trimmed.slice(match[1].length);
  const decimal = decimalSeparator(body);
  const parts = decimal ? body.split(decimal) : [body];
  if (parts.length > 2) return null;
  const [whole, fraction = ''] = parts;
  const digits = groupedDigits(whole);
  if (digits === null || !/^\d*$/.test(fraction) || digits + fraction === '') return null;
  const value = Number(`${match[1]}${digits || '0'}.${fraction || '0'}`);
  return value === 0 ? 0 : value;
}

function decimalSeparator(body: string): '.' | ',' | null {
  const comma = body.lastIndexOf(',');
  const dot = body.lastIndexOf('.');
  if (comma >= 0 && dot >= 0) return comma > dot ? ',' : '.';
  if (comma >= 0) return /^\d{1,3}(,\d{3})+$/.test(body) ? null : ',';
  if (dot >= 0) return /^\d{1,3}(\.\d{3}){2,}$/.test(body) ? null : '.';
  return null;
}

/** The digits of a whole part, which may group thousands with one kind of separator; null if badly grouped. */
function groupedDigits(whole: string): string | null {
  if (/^\d*$/.test(whole)) return whole;
  if (!new RegExp(`^\\d{1,3}(?:(?:${GROUP_SPACE}|[.,])\\d{3})+$`).test(whole)) return null;
  // Spaces of different kinds may mix (a no-break space here, a space there); . and , may not.
  const separators = new Set(whole.replace(/\d/g, '').split('').map((char) => (/[.,]/.test(char) ? char : ' ')));
  return separators.size === 1 ? whole.replace(/\D/g, '') : null;
}

/** A whole number in the notations parseDecimal reads (1 000 → 1000), or null. */
export function parseInteger(text: string): number | null {
  const value = parseDecimal(text);
  return value !== null && Number.isSafeInteger(value) ? value : null;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'oui', 'vrai', 'active', 'actif']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', 'non', 'faux', 'inactive', 'inactif']);

/** Yes/no in English or French (case and accents ignored), or null. */
export function parseBoolean(text: string): boolean | null {
  const word = fold(text);
  return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : null;
}

const TIME = String.raw`(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?\s*(?:Z|[+-]\d{2}(?::?\d{2})?)?)?`;
const ISO_DATE = new RegExp(String.raw`^(\d{4})-(\d{1,2})-(\d{1,2})${TIME}$`);
const DAY_FIRST_DATE = new RegExp(String.raw`^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})${TIME}$`);

/**
 * A date as ISO yyyy-mm-dd, or null. Reads yyyy-mm-dd (a time after it is dropped) and the European
 * day-first dd/mm/yyyy, dd.mm.yyyy, dd-mm-yyyy. A US month-first date is therefore read day first
 * (03/04/2026 is 3 April): only real dates pass, so 12/31/2026 is null rather than a guess.
 * Two-digit years are not read.
 */
export function parseDate(text: string): string | null {
  const trimmed = text.trim();
  const iso = ISO_DATE.exec(trimmed);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dayFirst = DAY_FIRST_DATE.exec(trimmed);
  if (dayFirst) return isoDate(Number(dayFirst[4]), Number(dayFirst[3]), Number(dayFirst[1]));
  return null;
}

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1000 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}
