import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';

/** SPEC.md §9: the menu's type-ahead forgets what was typed after 350 ms. */
export const TYPE_AHEAD_RESET_MS = 350;

/**
 * The index of the entry a typed prefix picks: a single repeated letter cycles through the
 * entries starting with it, a longer prefix stays on the current entry while it still matches.
 */
export function typeAheadMatch(labels: readonly string[], current: number, typed: string): number {
  const prefix = typed.toLowerCase();
  const cycling = prefix.length > 1 && [...prefix].every((char) => char === prefix[0]);
  const wanted = cycling ? prefix[0]! : prefix;
  const start = prefix.length === 1 || cycling ? current + 1 : Math.max(current, 0);
  for (let step = 0; step < labels.length; step += 1) {
    const index = (start + step) % labels.length;
    if (labels[index]!.trim().toLowerCase().startsWith(wanted)) return index;
  }
  return -1;
}

const ITEM_SELECTOR = '[role="menuitem"]:not([aria-disabled="true"])';

/**
 * Type-ahead for a menu: letters move the focus to the matching entry. It runs in the capture
 * phase so it replaces MUI MenuList's own (which waits 500 ms).
 */
export function useTypeAhead() {
  const typed = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback((event: KeyboardEvent<HTMLElement>) => {
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    // A space opens the focused entry, unless it is part of a name being typed ("Stock hub").
    if (event.key === ' ' && !typed.current) return;
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(ITEM_SELECTOR));
    if (!items.length) return;
    event.preventDefault();
    event.stopPropagation();
    clearTimeout(timer.current);
    typed.current += event.key;
    timer.current = setTimeout(() => {
      typed.current = '';
    }, TYPE_AHEAD_RESET_MS);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const index = typeAheadMatch(
      items.map((item) => item.textContent ?? ''),
      current,
      typed.current,
    );
    if (index >= 0) items[index]!.focus();
  }, []);
}
