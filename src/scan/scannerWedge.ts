// Issue 20 item 3: a handheld scanner in keyboard mode ("wedge") types its code key after key,
// far faster than a person, then presses Enter. The timing alone tells the two apart.

/** A scanner's keys follow each other within this many milliseconds; a person's rarely do. */
export const WEDGE_MAX_GAP_MS = 50;
/** Shorter bursts are a person's lucky rollover rather than a code. */
export const WEDGE_MIN_LENGTH = 4;

/** Keys a scanner presses around a character (Shift for capitals): they neither count nor break a burst. */
const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'CapsLock']);

/**
 * Reads keydowns (their `key` and time in milliseconds) and recognises a code: at least
 * WEDGE_MIN_LENGTH characters, each within WEDGE_MAX_GAP_MS of the previous, ended by an Enter
 * as quick. Pure: the caller owns the events and decides which of them reach it.
 */
export class ScannerWedge {
  #typed = '';
  #lastAt = Number.NEGATIVE_INFINITY;

  /** One keydown; answers the scanned code when this Enter ends a scanner's burst, else null. */
  key(key: string, at: number): string | null {
    if (MODIFIERS.has(key)) return null;
    const quick = at - this.#lastAt < WEDGE_MAX_GAP_MS;
    if (key === 'Enter') {
      const code = quick && this.#typed.length >= WEDGE_MIN_LENGTH ? this.#typed : null;
      this.reset();
      return code;
    }
    // Any other named key (Backspace, an arrow, Tab) is a person's.
    if (key.length !== 1) {
      this.reset();
      return null;
    }
    this.#typed = quick ? this.#typed + key : key;
    this.#lastAt = at;
    return null;
  }

  /** Whether a key at `at` would carry on the burst under way (else it starts a new one). */
  continues(at: number): boolean {
    return this.#typed !== '' && at - this.#lastAt < WEDGE_MAX_GAP_MS;
  }

  /** Forgets the burst under way: a key typed into a field, or with a shortcut modifier held. */
  reset(): void {
    this.#typed = '';
    this.#lastAt = Number.NEGATIVE_INFINITY;
  }
}
