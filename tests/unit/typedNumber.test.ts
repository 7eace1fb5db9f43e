import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTypedNumber, numberRulesOf, readTypedNumber, type NumberKind, type TypedNumber } from '../../src/ui/typedNumber';

// Issue 32 item 1: what a person types in a money, quantity or percentage field is read as they
// meant it in their language, or refused; never silently 100 or 1000 times off.

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

const read = (text: string, locale: string, kind: NumberKind, negative = false): TypedNumber => readTypedNumber(text, locale, numberRulesOf(kind, negative));
const valueOf = (text: string, locale: string, kind: NumberKind, negative = false) => {
  const result = read(text, locale, kind, negative);
  return result.ok ? result.value : result.refusal.reason;
};

describe('the four texts of the issue, in French and in English', () => {
  it.each([
    ['fr', '45,90', 45.9],
    ['fr', '1 234,50', 1234.5],
    ['fr', '12.5', 12.5],
    ['fr', '12,5', 12.5],
    ['en', '45,90', 45.9],
    ['en', '1 234,50', 1234.5],
    ['en', '12.5', 12.5],
    ['en', '12,5', 12.5],
  ])('in %s, %s in a money field is %s', (locale, text, value) => {
    expect(read(text, locale, 'money')).toEqual({ ok: true, value });
  });

  it.each(['fr', 'en'])('in %s, a whole-number field refuses all four for their decimals', (locale) => {
    for (const text of ['45,90', '1 234,50', '12.5', '12,5']) {
      expect(read(text, locale, 'quantity')).toEqual({ ok: false, refusal: { reason: 'decimals', decimals: 0 } });
    }
  });
});

describe('French', () => {
  it.each([
    ['1234,5', 1234.5],
    [`1${NBSP}234,50`, 1234.5],
    [`1${NARROW_NBSP}234,50`, 1234.5],
    [`12${NARROW_NBSP}345${NARROW_NBSP}678,9`, 12345678.9],
    ['  7,25 ', 7.25],
    ['0,5', 0.5],
    [',5', 0.5],
    ['12,', 12],
    ['1.234,50', 1234.5],
    ['1,234.50', 1234.5],
    ['1.234.567', 1234567],
    ['0.50', 0.5],
    ['0', 0],
  ])('reads %j as %s', (text, value) => {
    expect(valueOf(text, 'fr', 'money')).toBe(value);
  });

  it('refuses 1.234 in money and percentages: a thousand and more, or one and a bit?', () => {
    expect(read('1.234', 'fr', 'money')).toEqual({ ok: false, refusal: { reason: 'ambiguous', thousands: 1234, decimal: 1.234 } });
    expect(valueOf('12.345', 'fr', 'percent')).toBe('ambiguous');
    expect(valueOf('-1.234', 'fr', 'money', true)).toBe('ambiguous');
  });

  it('reads 1.234 as 1234 where only whole numbers are taken', () => {
    expect(valueOf('1.234', 'fr', 'quantity')).toBe(1234);
  });

  it('never reads 0.500 as five hundred: a leading 0 groups nothing', () => {
    expect(valueOf('0.500', 'fr', 'money')).toBe('decimals');
    expect(valueOf('0.500', 'fr', 'quantity')).toBe('decimals');
  });

  it('reads a comma before three digits as its decimal sign, so money refuses the third decimal', () => {
    expect(read('1,234', 'fr', 'money')).toEqual({ ok: false, refusal: { reason: 'decimals', decimals: 2 } });
    expect(valueOf('12,500', 'fr', 'money')).toBe('decimals');
    expect(valueOf('1,000', 'fr', 'quantity')).toBe('decimals');
  });

  it('reads spaces as grouping in a whole number', () => {
    expect(valueOf(`1${NARROW_NBSP}234`, 'fr', 'quantity')).toBe(1234);
    expect(valueOf('10 000', 'fr', 'quantity')).toBe(10000);
  });
});

describe('English', () => {
  it.each([
    ['1,234.50', 1234.5],
    ['1,234', 1234],
    ['1,234,567.89', 1234567.89],
    ['1 234.5', 1234.5],
    ['1.234,50', 1234.5],
    ['1.234.567', 1234567],
    ['.5', 0.5],
    ['0,5', 0.5],
    ['1,23', 1.23],
    ['1234,5', 1234.5],
  ])('reads %j as %s', (text, value) => {
    expect(valueOf(text, 'en', 'money')).toBe(value);
  });

  it('reads 1,234 as the thousands English writes it, in every kind of field', () => {
    expect(valueOf('1,234', 'en', 'quantity')).toBe(1234);
    expect(valueOf('1,234', 'en', 'percent')).toBe(1234);
  });

  it("reads 1.234 as English's decimal point, so money and whole numbers refuse it", () => {
    expect(valueOf('1.234', 'en', 'money')).toBe('decimals');
    expect(valueOf('1.234', 'en', 'quantity')).toBe('decimals');
    expect(valueOf('1.234', 'en', 'percent')).toBe('decimals');
  });

  it('takes two decimals in money and percentages, none in quantities', () => {
    expect(valueOf('5.55', 'en', 'percent')).toBe(5.55);
    expect(valueOf('5.555', 'en', 'percent')).toBe('decimals');
    expect(valueOf('12', 'en', 'quantity')).toBe(12);
    expect(valueOf('12.0', 'en', 'quantity')).toBe('decimals');
  });
});

describe('what is refused in any locale', () => {
  it.each(['fr', 'en'])('in %s, text that is not a number, or is badly grouped', (locale) => {
    for (const text of ['abc', '12a', '1e3', '0x10', 'Infinity', 'NaN', '.', ',', '-', '12 34', '1 2345', '1,2,3', '1.2.3', '1,234.5.6', '1.234,5,6', '1 234.567,8', '1 234,567,890', '1,23 4', '€12', '12 %']) {
      expect(valueOf(text, locale, 'money', true), text).toBe('unreadable');
    }
  });

  it('a sign below zero where the field takes none', () => {
    expect(valueOf('-5', 'fr', 'quantity')).toBe('negative');
    expect(valueOf('−5', 'fr', 'quantity')).toBe('negative');
    expect(valueOf('-0', 'en', 'quantity')).toBe(0);
    expect(valueOf('-5', 'fr', 'quantity', true)).toBe(-5);
    expect(valueOf('- 1 234', 'fr', 'quantity', true)).toBe(-1234);
    expect(valueOf('+7', 'en', 'quantity')).toBe(7);
  });

  it('more digits than a number holds exactly', () => {
    expect(valueOf('1234567890123456', 'en', 'quantity')).toBe('too_large');
    expect(valueOf('123456789012345', 'en', 'quantity')).toBe(123456789012345);
  });

  it('nothing typed is no value, not zero', () => {
    expect(read('', 'fr', 'money')).toEqual({ ok: true, value: null });
    expect(read('   ', 'en', 'quantity')).toEqual({ ok: true, value: null });
  });
});

describe('showing a value', () => {
  it('groups for reading and not while editing, with money always at two decimals', () => {
    const money = numberRulesOf('money');
    expect(formatTypedNumber(1234.5, 'fr', money)).toBe(`1${NARROW_NBSP}234,50`);
    expect(formatTypedNumber(1234.5, 'fr', money, true)).toBe('1234,50');
    expect(formatTypedNumber(1234.5, 'en', money)).toBe('1,234.50');
    expect(formatTypedNumber(1234.5, 'en', money, true)).toBe('1234.50');
    expect(formatTypedNumber(5.5, 'fr', numberRulesOf('percent'))).toBe('5,5');
    expect(formatTypedNumber(12000, 'fr', numberRulesOf('quantity'))).toBe(`12${NARROW_NBSP}000`);
  });

  it('shows what is not a number as nothing', () => {
    for (const value of [null, undefined, Number.NaN, '12,5', Infinity]) expect(formatTypedNumber(value, 'en', numberRulesOf('money'))).toBe('');
  });

  it('shows a value with more decimals than the field takes as it is, not rounded', () => {
    expect(formatTypedNumber(12.345, 'en', numberRulesOf('money'))).toBe('12.345');
  });

  it.each(['fr', 'en'])('in %s, reads back every value it shows, grouped or not', (locale) => {
    const cases: [NumberKind, fc.Arbitrary<number>][] = [
      ['money', fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }).map((cents) => cents / 100)],
      ['quantity', fc.integer({ min: -2_000_000_000, max: 2_000_000_000 })],
      ['percent', fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100)],
    ];
    for (const [kind, values] of cases) {
      const rules = numberRulesOf(kind, true);
      fc.assert(
        fc.property(values, fc.boolean(), (value, editing) => {
          const shown = formatTypedNumber(value, locale, rules, editing);
          expect(readTypedNumber(shown, locale, rules), `${kind} ${shown}`).toEqual({ ok: true, value: value === 0 ? 0 : value });
        }),
      );
    }
  });
});
