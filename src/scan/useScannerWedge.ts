import { useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigate, useNotify } from 'react-admin';
import { takeEarlyKeys, type EarlyKey } from './earlyKeys';
import { lookUpCode, recordPathOf } from './scanApi';
import { ScannerWedge } from './scannerWedge';
import { currentScanTarget } from './scanTarget';

// Issue 20 item 3: a handheld scanner anywhere in the staff app opens what it scanned; on the
// scan screen its codes go to that screen instead, and in a document form into the form.

type CodeFeed = (code: string) => void;

/** The scan screen, while it is mounted: it takes the scanner's codes itself. */
let screenFeed: CodeFeed | null = null;

const SCAN_SCREEN = '/scan';

/** Codes scanned on the scan screen's path before the screen was there to take them (its chunk still loading). */
let waitingForScreen: string[] = [];

/** While the calling component is mounted, codes a handheld scanner types go to `feed`, those scanned while it loaded first. */
export function useScanFeed(feed: CodeFeed): void {
  const latest = useRef(feed);
  useLayoutEffect(() => {
    latest.current = feed;
  });
  useEffect(() => {
    const forward: CodeFeed = (code) => latest.current(code);
    screenFeed = forward;
    const waiting = waitingForScreen;
    waitingForScreen = [];
    for (const code of waiting) forward(code);
    return () => {
      if (screenFeed === forward) screenFeed = null;
    };
  }, []);
}

/** The field a key is typed into, if any. */
function fieldOf(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') : null;
}

/**
 * Puts back what a field held before a scanner typed into it. React keeps its own copy of an
 * input's value, so the value is set through the element's native setter and announced as an
 * input event, as a person's edit would be.
 */
function restoreField(field: Element, value: string): void {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Listens to the keyboard of the whole window for a scanner's burst (scannerWedge.ts) while the
 * focus is in no field, looks the code up and opens its record; an unknown code is a toast with
 * the server's words. While a form takes scans (scanTarget.ts) the code goes to it, and what it
 * cannot use is a toast too: a scan never leaves a form with unsaved lines. Mounted once, in the
 * staff layout.
 */
export function useScannerWedge(): void {
  const navigate = useNavigate();
  const notify = useNotify();
  // The listener outlives renders (a burst must survive a navigation); it calls the latest ones.
  const latest = useRef({ navigate, notify });
  useLayoutEffect(() => {
    latest.current = { navigate, notify };
  });
  useEffect(() => {
    const wedge = new ScannerWedge();
    const open = async (code: string) => {
      try {
        const result = await lookUpCode(code);
        const target = currentScanTarget();
        if (!target) latest.current.navigate(recordPathOf(result));
        else if (!(await target(result))) latest.current.notify('app.scan.into_form.unusable', { type: 'warning', messageArgs: { label: result.label } });
      } catch (error) {
        const message = error instanceof Error && error.message ? error.message : 'ra.notification.http_error';
        latest.current.notify(message, { type: 'warning', messageArgs: { _: message } });
      }
    };
    const take = (code: string) => {
      if (screenFeed) screenFeed(code);
      else if (window.location.pathname === SCAN_SCREEN) waitingForScreen.push(code);
      else void open(code);
    };
    // The field a burst is being typed into, and what it held before the burst's first key.
    let typedInto: { field: Element; before: string } | null = null;
    const onKeyDown = (event: KeyboardEvent) => {
      const field = fieldOf(event.target);
      // Keys typed into a field are the field's (a scanner aimed at a search box fills the box),
      // except in a form that takes scans and on the scan screen: there a scan goes into the form
      // or the flow, whichever field has the focus (a new form focuses its first one, a floor step
      // its quantity), and the field is left as it was.
      if ((field && !currentScanTarget() && !screenFeed) || event.ctrlKey || event.metaKey || event.altKey || event.repeat || event.isComposing) {
        wedge.reset();
        return;
      }
      if (field && event.key.length === 1 && !wedge.continues(event.timeStamp)) typedInto = { field, before: 'value' in field ? String(field.value) : '' };
      const code = wedge.key(event.key, event.timeStamp);
      if (code === null) return;
      // The Enter ends the scan; it must not also press the button that has the focus, nor pick
      // an option of the field it was typed into (this listener runs first, in the capture phase).
      event.preventDefault();
      if (field) {
        event.stopPropagation();
        if (typedInto?.field === field) restoreField(field, typedInto.before);
      }
      typedInto = null;
      take(code);
    };
    // What was typed before this listener existed: the page had no field then.
    const early = (key: EarlyKey) => {
      if (key.ctrlKey || key.metaKey || key.altKey || key.repeat || key.isComposing) return wedge.reset();
      const code = wedge.key(key.key, key.timeStamp);
      if (code !== null) take(code);
    };
    takeEarlyKeys().forEach(early);
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
}

/** The hook as an element, for the layout's one-line mount. */
export const ScannerWedgeListener = () => {
  useScannerWedge();
  return null;
};
