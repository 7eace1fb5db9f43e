import { describe, expect, it } from 'vitest';
import { ScannerWedge, WEDGE_MAX_GAP_MS, WEDGE_MIN_LENGTH } from '../../src/scan/scannerWedge';

// Issue 20 item 3: a handheld scanner "types" its code faster than a person, then Enter.

/** Feeds keys `gap` ms apart from `start`; answers what the last one gave. */
function type(wedge: ScannerWedge, keys: string[], gap: number, start = 1000): string | null {
  let answer: string | null = null;
  keys.forEach((key, i) => {
    answer = wedge.key(key, start + i * gap);
  });
  return answer;
}

const keysOf = (code: string) => [...code, 'Enter'];

describe('the scanner wedge', () => {
  it('reads a fast burst ended by Enter as a code', () => {
    expect(type(new ScannerWedge(), keysOf('LUB-1011'), 10)).toBe('LUB-1011');
  });

  it('takes a person typing (keys 50 ms or more apart) for a person', () => {
    expect(type(new ScannerWedge(), keysOf('LUB-1011'), WEDGE_MAX_GAP_MS)).toBeNull();
    expect(type(new ScannerWedge(), keysOf('LUB-1011'), 120)).toBeNull();
  });

  it('wants at least four characters', () => {
    expect(WEDGE_MIN_LENGTH).toBe(4);
    expect(type(new ScannerWedge(), keysOf('A-1'), 5)).toBeNull();
    expect(type(new ScannerWedge(), keysOf('A-12'), 5)).toBe('A-12');
  });

  it('starts the code afresh after a pause: slow keys before a burst are not part of it', () => {
    const wedge = new ScannerWedge();
    expect(type(wedge, ['x', 'y'], 300, 0)).toBeNull();
    expect(type(wedge, keysOf('MAIN/A/A-02'), 8, 1000)).toBe('MAIN/A/A-02');
  });

  it('refuses a burst whose Enter comes late, and a burst slowed in its middle', () => {
    const wedge = new ScannerWedge();
    for (const [i, key] of [...'ORD-12'].entries()) wedge.key(key, 1000 + i * 5);
    expect(wedge.key('Enter', 1000 + 5 * 5 + 80)).toBeNull();

    const slowed = new ScannerWedge();
    const times = [0, 5, 10, 90, 95, 100];
    [...'BRK-10'].forEach((key, i) => slowed.key(key, times[i]));
    // Only "-10" came fast after the pause: too short.
    expect(slowed.key('Enter', 105)).toBeNull();
  });

  it('ignores the Shift a scanner presses for capitals, and its time', () => {
    const wedge = new ScannerWedge();
    const keys = ['Shift', 'L', 'Shift', 'U', 'Shift', 'B', '-', '1', '0', '1', '1', 'Enter'];
    expect(type(wedge, keys, 4)).toBe('LUB-1011');
  });

  it('drops the burst on a named key a person presses (Backspace, arrows) and on reset()', () => {
    const wedge = new ScannerWedge();
    expect(type(wedge, ['A', 'B', 'C', 'D', 'Backspace', 'Enter'], 5)).toBeNull();
    type(wedge, ['A', 'B', 'C', 'D'], 5, 2000);
    wedge.reset();
    expect(wedge.key('Enter', 2025)).toBeNull();
  });

  it('reads one code after another, each Enter closing its own', () => {
    const wedge = new ScannerWedge();
    expect(type(wedge, keysOf('SKU-1'), 5, 0)).toBe('SKU-1');
    expect(type(wedge, keysOf('SKU-2'), 5, 40)).toBe('SKU-2');
    expect(wedge.key('Enter', 80)).toBeNull();
  });
});
