import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ScanResult } from '../../contract/scan';

// Issue 20 item 3: inside a document form a scan adds the product or sets the rack, instead of
// opening the record and losing what the user typed.

/**
 * Takes a resolved scan into the form: true when the form dealt with it (used it, or said itself
 * why not), false when it does not fit there (the scanner then says so).
 */
export type ScanTarget = (result: ScanResult) => boolean | Promise<boolean>;

/** The mounted targets, the most recently mounted last: a dialog's form over a page's form wins. */
const targets: ScanTarget[] = [];

/** While the calling component is mounted, the handheld scanner offers its resolved codes to `take`. */
export function useScanTarget(take: ScanTarget): void {
  const latest = useRef(take);
  useLayoutEffect(() => {
    latest.current = take;
  });
  useEffect(() => {
    const target: ScanTarget = (result) => latest.current(result);
    targets.push(target);
    return () => {
      targets.splice(targets.indexOf(target), 1);
    };
  }, []);
}

/** The target a scan goes to now, or null when no form takes scans (the scan then opens its record). */
export const currentScanTarget = (): ScanTarget | null => targets.at(-1) ?? null;
