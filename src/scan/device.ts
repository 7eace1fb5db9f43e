// DESIGN.md §5: every count of a stocktake line is kept with the device it was taken on. The app
// names this browser once and keeps the name: its platform ("Android", "iPhone", "Windows") and a
// short mark that tells two alike apart.

const STORAGE_KEY = 'stockyard.device';

function platformOf(userAgent: string): string {
  if (/iPhone|iPod/.test(userAgent)) return 'iPhone';
  if (/iPad/.test(userAgent)) return 'iPad';
  if (/Android/.test(userAgent)) return 'Android';
  if (/Windows/.test(userAgent)) return 'Windows';
  if (/Mac OS X|Macintosh/.test(userAgent)) return 'Mac';
  if (/CrOS/.test(userAgent)) return 'ChromeOS';
  if (/Linux/.test(userAgent)) return 'Linux';
  return 'Browser';
}

/** This browser's name for the counts it takes, made on first use and kept. */
export function deviceName(storage: Storage = localStorage, userAgent: string = navigator.userAgent): string {
  const kept = storage.getItem(STORAGE_KEY);
  if (kept) return kept;
  const mark = Array.from(crypto.getRandomValues(new Uint8Array(2)), (byte) => byte.toString(16).padStart(2, '0')).join('').toUpperCase();
  const name = `${platformOf(userAgent)} · ${mark}`;
  storage.setItem(STORAGE_KEY, name);
  return name;
}
