import { MESSAGES, type MessageKey, type ParamName } from './catalogue';
import { isSingular, type MessageLocale } from './locales';
import { WORDS, type Noun, type StatusName } from './words';

/** So many things ("3 racks"), written in the reader's language and number. */
export interface Count {
  readonly n: number;
  readonly noun: Noun;
}

/**
 * A value of a message. By its name: a `{status…}` is a status (or a list of them, joined with
 * "or"), a `{count…}` a Count; a Message is written in the same language (a line's refusal in
 * "Line 2: …"), and a list of them joined with "; ".
 */
export type MessageValue = string | number | Count | Message | readonly Message[] | StatusName | readonly StatusName[];

/** What the server or a schema says, by key: written in a language only when it is shown. */
export interface Message {
  readonly key: MessageKey;
  readonly params?: Readonly<Record<string, MessageValue>>;
}

/** The values `key` takes, by name; none for a key whose text has no `{name}`. */
export type MessageArgs<K extends MessageKey> = [ParamName<K>] extends [never] ? [] : [params: { readonly [N in ParamName<K>]: MessageValue }];

/** The message `key` with its values: `msg('already_status', { number, status })`. */
export function msg<K extends MessageKey>(key: K, ...[params]: MessageArgs<K>): Message {
  return params ? { key, params } : { key };
}

export const count = (n: number, noun: Noun): Count => ({ n, noun });

const PLACEHOLDER = /\{(\w+)\}/g;

export const fillPlaceholders = (text: string, values: Record<string, string>) => text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);

/**
 * A message with a `_one` form takes it or the other by `locale`'s rule for `{n}`: "0 units on
 * hand" is "0 unité en stock" in French.
 */
export function pluralForm(key: MessageKey, n: MessageValue | undefined, locale: MessageLocale): MessageKey {
  const base = key.replace(/_one$/, '');
  const one = `${base}_one`;
  const amount = typeof n === 'number' ? n : Number(String(n ?? '').replace(/,/g, ''));
  if (!(one in MESSAGES.en) || n === undefined || Number.isNaN(amount)) return key;
  return (isSingular(locale, amount) ? one : base) as MessageKey;
}

const isMessage = (value: MessageValue): value is Message => typeof value === 'object' && !Array.isArray(value) && 'key' in value;
const isCount = (value: MessageValue): value is Count => typeof value === 'object' && !Array.isArray(value) && 'noun' in value;

function valueText(name: string, value: MessageValue, locale: MessageLocale): string {
  const words = WORDS[locale];
  if (isMessage(value)) return render(value, locale);
  if (Array.isArray(value) && value.some((item) => typeof item === 'object')) return (value as readonly Message[]).map((item) => render(item, locale)).join('; ');
  if (isCount(value)) return `${value.n} ${words.nouns[value.noun][isSingular(locale, value.n) ? 0 : 1]}`;
  if (name.startsWith('status')) {
    const statuses = (typeof value === 'string' ? [value] : value) as readonly string[];
    return statuses.map((status) => words.statuses[status as StatusName] ?? status).join(locale === 'fr' ? ' ou ' : ' or ');
  }
  return String(value);
}

/** `message` in `locale`: its text (its `_one` form or not, by `{n}`) with its values written in. */
export function render(message: Message, locale: MessageLocale = 'en'): string {
  const params = message.params ?? {};
  const values = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, valueText(name, value, locale)]));
  return fillPlaceholders(MESSAGES[locale][pluralForm(message.key, params.n, locale)], values);
}
