import { useMemo, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { InputAdornment } from '@mui/material';
import { useCurrency } from './localeFormat';
import { formatTypedNumber, numberRulesOf, readTypedNumber, type NumberKind, type NumberRefusal, type NumberRules } from './typedNumber';

export interface TypedNumberOptions {
  kind: NumberKind;
  /** Whether a value below 0 may be typed; default no. */
  negative?: boolean;
  /** Bounds and step of the arrow keys, as a number input had them; the form's rules still decide what is valid. */
  min?: number;
  max?: number;
  step?: number;
}

interface FieldBinding extends TypedNumberOptions {
  /** What the form or the screen holds now. */
  value: unknown;
  /** Every edit: the number read (null: nothing typed), or the text when it was refused. */
  onValue: (value: number | null, refusedText?: string) => void;
  /** Changes when the person asks to act on the value (a submit, an error raised by the screen): a refusal shows from then on. */
  revealWhen: unknown;
  readOnly?: boolean;
}

/**
 * Refusals that typing more cannot undo (a third decimal, a minus sign) show at once, as a form's
 * own checks do while typing; a text that may still become readable ("1 2" on the way to
 * "1 234", "-") waits until the field is left, Enter pressed or the form sent.
 */
const FINAL_REASONS: ReadonlySet<NumberRefusal['reason']> = new Set(['decimals', 'negative', 'too_large']);

const EXAMPLES: Record<NumberKind, number> = { money: 1234.5, quantity: 1234, percent: 12.5 };
const EXACT: NumberRules = { decimals: 10, fixedDecimals: false, negative: true };

/** What the field says under itself, in the person's language, with examples written as their locale writes them. */
function refusalText(refusal: NumberRefusal, kind: NumberKind, rules: NumberRules, locale: string, translate: (key: string, options?: object) => string) {
  switch (refusal.reason) {
    case 'unreadable': {
      const plain = formatTypedNumber(EXAMPLES[kind], locale, rules, true);
      const grouped = formatTypedNumber(EXAMPLES[kind], locale, rules);
      return translate(plain === grouped ? 'app.numbers.unreadable_one' : 'app.numbers.unreadable', { plain, grouped });
    }
    case 'ambiguous':
      return translate('app.numbers.ambiguous', { thousands: formatTypedNumber(refusal.thousands, locale, EXACT), decimal: formatTypedNumber(refusal.decimal, locale, EXACT) });
    case 'decimals':
      return refusal.decimals === 0 ? translate('app.numbers.whole') : translate('app.numbers.decimals', { smart_count: refusal.decimals });
    case 'negative':
      return translate('app.numbers.negative');
    case 'too_large':
      return translate('app.numbers.too_large');
  }
}

/** The business's currency sign on the side the locale writes it ("12,50 €", "$12.50"), for money inputs. */
function useMoneyAdornment(kind: NumberKind, locale: string) {
  const currency = useCurrency();
  return useMemo(() => {
    if (kind !== 'money' || !currency) return undefined;
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(1);
    const sign = parts.findIndex((part) => part.type === 'currency');
    if (sign < 0) return undefined;
    const position = sign < parts.findIndex((part) => part.type === 'integer') ? 'start' : 'end';
    const adornment = <InputAdornment position={position}>{parts[sign].value}</InputAdornment>;
    return position === 'start' ? { startAdornment: adornment } : { endAdornment: adornment };
  }, [kind, currency, locale]);
}

/**
 * The text a number field shows and what its edits do, shared by the react-admin input and the
 * plain one. While focused it shows what is typed, or the value without grouping; otherwise the
 * value formatted for the locale, or a refused text as it was typed, with why it was refused.
 */
export function useTypedNumber({ kind, negative = false, min, max, step = 1, value, onValue, revealWhen, readOnly = false }: FieldBinding) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const rules = useMemo(() => numberRulesOf(kind, negative), [kind, negative]);
  const adornment = useMoneyAdornment(kind, locale);
  const [draft, setDraft] = useState<string | null>(null);
  const [revealed, setRevealed] = useState(false);

  // A value changed from outside (a form reset, a product's cost proposed, a − or + button)
  // replaces what was typed; the value the screen keeps in answer to an edit does not.
  const [edits, setEdits] = useState(0);
  const [synced, setSynced] = useState({ value, edits, revealWhen });
  if (!Object.is(value, synced.value) || edits !== synced.edits || revealWhen !== synced.revealWhen) {
    if (edits === synced.edits && !Object.is(value, synced.value)) {
      setDraft(null);
      setRevealed(false);
    }
    if (revealWhen !== synced.revealWhen && revealWhen) setRevealed(true);
    setSynced({ value, edits, revealWhen });
  }

  const read = useMemo(() => (draft === null ? null : readTypedNumber(draft, locale, rules)), [draft, locale, rules]);
  const refusal = read && !read.ok ? read.refusal : null;

  const edit = (text: string) => {
    setDraft(text);
    setEdits((n) => n + 1);
    setRevealed(false);
    const result = readTypedNumber(text, locale, rules);
    onValue(result.ok ? result.value : null, result.ok ? undefined : text);
  };

  /** ↑ and ↓ step the value as a number input did, within its bounds. */
  const stepBy = (direction: 1 | -1) => {
    const current = read ? (read.ok ? read.value : undefined) : typeof value === 'number' && Number.isFinite(value) ? value : null;
    if (current === undefined) return;
    const lowest = min ?? (negative ? -Infinity : 0);
    const scale = 10 ** rules.decimals;
    const next = Math.min(Math.max(Math.round(((current ?? 0) + direction * step) * scale) / scale, lowest), max ?? Infinity);
    edit(formatTypedNumber(next, locale, rules, true));
  };

  return {
    text: draft ?? formatTypedNumber(value, locale, rules),
    /** Why the text is refused, when it is time to say it (FINAL_REASONS). */
    refusal: refusal && (revealed || FINAL_REASONS.has(refusal.reason)) ? refusalText(refusal, kind, rules, locale, translate) : null,
    /** Whether the text typed is refused, shown yet or not: a form error about the value is then about the text. */
    refused: refusal !== null,
    inputMode: negative ? ('text' as const) : rules.decimals === 0 ? ('numeric' as const) : ('decimal' as const),
    adornment,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => edit(event.target.value),
    onFocus: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      // Editing starts from the value without grouping. A text selected to be typed over (Tab
      // selects it all; so do tools that select, then focus) must stay selected once changed;
      // Chromium settles the selection after the focus event, so the change waits for that.
      const input = event.target;
      const editing = formatTypedNumber(value, locale, rules, true);
      if (draft !== null || input.value === editing) return;
      queueMicrotask(() => {
        if (document.activeElement !== input || input.value === editing) return;
        const whole = input.selectionStart === 0 && input.selectionEnd === input.value.length;
        input.value = editing;
        if (whole) input.select();
        setDraft(editing);
      });
    },
    onBlur: () => {
      if (refusal) setRevealed(true);
      else setDraft(null);
    },
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key === 'Enter' && refusal) setRevealed(true);
      if (!readOnly && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
        event.preventDefault();
        stepBy(event.key === 'ArrowUp' ? 1 : -1);
      }
    },
  };
}
