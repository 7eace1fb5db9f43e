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
