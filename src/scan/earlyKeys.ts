// Issue 32 item 11: a person who opens /scan and scans at once types the code before the app has
// started; its first keys used to be lost ("B-1011" looked up for "LUB-1011"). index.html keeps
// every key pressed until the scanner's listener takes over, which reads them first.

/** What the listener needs of a keydown that reached no React tree: the page had no field yet. */
export type EarlyKey = Pick<KeyboardEvent, 'key' | 'timeStamp' | 'ctrlKey' | 'metaKey' | 'altKey' | 'repeat' | 'isComposing'>;

declare global {
  interface Window {
    stockyardEarlyKeys?: EarlyKey[];
    stockyardEarlyKey?: (event: KeyboardEvent) => void;
  }
}

/** The keys pressed since the page started, once: the page's own listener stops, so none is read twice. */
export function takeEarlyKeys(): EarlyKey[] {
  if (window.stockyardEarlyKey) window.removeEventListener('keydown', window.stockyardEarlyKey, true);
  const keys = window.stockyardEarlyKeys ?? [];
  window.stockyardEarlyKey = undefined;
  window.stockyardEarlyKeys = undefined;
  return keys;
}
