/**
 * SPEC.md §5: input masks for numbers, dates, times, phone numbers and card numbers. Each takes
 * what the user typed (any characters) and returns the masked text; typing more than the mask
 * holds is ignored. Pure, so the input page and the unit tests share them.
 */

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** 1234567.891 → "1,234,567.89": thousands separated by commas, at most `decimals` decimals. */
export function maskNumber(text: string, decimals = 2): string {
  const negative = text.trim().startsWith('-');
  const [whole = '', ...rest] = text.replace(/[^\d.]/g, '').split('.');
  const integer = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const hasPoint = rest.length > 0 && decimals > 0;
  const fraction = rest.join('').slice(0, decimals);
  const body = `${integer || (hasPoint ? '0' : '')}${hasPoint ? `.${fraction}` : ''}`;
  return negative && body ? `-${body}` : body;
}

/** The number a masked text stands for, or null for empty text. */
export function unmaskNumber(masked: string): number | null {
  const plain = masked.replace(/,/g, '');
  return plain === '' || plain === '-' ? null : Number(plain);
}

/** Puts `separator` after each group of digits: groups [2, 2, 4] and "/" give DD/MM/YYYY. */
function group(digits: string, sizes: number[], separator: string): string {
  const parts: string[] = [];
  let rest = digits;
  for (const size of sizes) {
    if (!rest) break;
    parts.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  return parts.join(separator);
}

/** DD/MM/YYYY. */
export const maskDate = (text: string) => group(digitsOf(text).slice(0, 8), [2, 2, 4], '/');

/** A complete DD/MM/YYYY that names a real day (31/02 does not). */
export function isValidDate(masked: string): boolean {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(masked);
  if (!match) return false;
  const [day, month, year] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** HH:MM, 24-hour. */
export const maskTime = (text: string) => group(digitsOf(text).slice(0, 4), [2, 2], ':');

export function isValidTime(masked: string): boolean {
  const match = /^(\d{2}):(\d{2})$/.exec(masked);
  return !!match && Number(match[1]) < 24 && Number(match[2]) < 60;
}

/**
 * SPEC.md §9: the default phone region is AU. "+…" is international (country code, then
 * groups of three); otherwise Australian: mobiles 04xx xxx xxx, landlines (0x) xxxx xxxx.
 */
export function maskPhone(text: string): string {
  const international = text.trim().startsWith('+');
  const digits = digitsOf(text);
  if (international) {
    const country = digits.startsWith('61') ? 2 : Math.min(digits.length, 2);
    const rest = digits.slice(country, country + 12);
    return `+${digits.slice(0, country)}${rest ? ` ${group(rest, [3, 3, 3, 3], ' ')}` : ''}`;
  }
  const local = digits.slice(0, 10);
  if (local.startsWith('04') || local.startsWith('05') || !local.startsWith('0')) return group(local, [4, 3, 3], ' ');
  if (local.length <= 2) return local.length === 2 ? `(${local})` : local;
  return `(${local.slice(0, 2)}) ${group(local.slice(2), [4, 4], ' ')}`;
}

/** Card numbers in four groups of four: 4111 1111 1111 1111. */
export const maskCardNumber = (text: string) => group(digitsOf(text).slice(0, 16), [4, 4, 4, 4], ' ');

/** MM/YY expiry of a card. */
export const maskExpiry = (text: string) => group(digitsOf(text).slice(0, 4), [2, 2], '/');
