import type { TranslationMessages } from 'react-admin';

type Messages = Record<string, unknown>;

const isObject = (v: unknown): v is Messages => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deep-merges per-area message files into a locale's base messages (later files win on a clash). */
export function mergeMessages(base: TranslationMessages, ...parts: Messages[]): TranslationMessages {
  const merge = (target: Messages, source: Messages): Messages => {
    const out: Messages = { ...target };
    for (const [key, value] of Object.entries(source)) out[key] = isObject(value) && isObject(out[key]) ? merge(out[key] as Messages, value) : value;
    return out;
  };
  return parts.reduce<Messages>((acc, part) => merge(acc, part), base as Messages) as TranslationMessages;
}

/**
 * The keys defined more than once among a locale's base messages and its area files, as dotted
 * paths: an area's key that another file also defines would silently win (or lose) in
 * `mergeMessages`. A test holds this empty for both locales.
 */
export function messageClashes(base: Messages, ...parts: Messages[]): string[] {
  const owner = new Map<string, number>();
  const clashes = new Set<string>();
  const walk = (messages: Messages, index: number, prefix: string) => {
    for (const [key, value] of Object.entries(messages)) {
      const dotted = prefix ? `${prefix}.${key}` : key;
      if (isObject(value)) {
        walk(value, index, dotted);
        continue;
      }
      const first = owner.get(dotted);
      if (first !== undefined && first !== index) clashes.add(dotted);
      else owner.set(dotted, index);
    }
  };
  [base, ...parts].forEach((messages, index) => walk(messages, index, ''));
  return [...clashes].sort();
}

/**
 * The namespaces (`app.orders`, `resources.products`: a key under a top-level key) that more than
 * one of a locale's message files define. Each belongs to one file, so an area's texts are found
 * in its file; a test holds this empty for both locales.
 */
export function namespaceClashes(...sources: Messages[]): string[] {
  const owner = new Map<string, number>();
  const clashes = new Set<string>();
  sources.forEach((messages, index) => {
    for (const [top, value] of Object.entries(messages)) {
      for (const name of isObject(value) ? Object.keys(value) : ['']) {
        const namespace = name ? `${top}.${name}` : top;
        const first = owner.get(namespace);
        if (first !== undefined && first !== index) clashes.add(namespace);
        else owner.set(namespace, index);
      }
    }
  });
  return [...clashes].sort();
}
