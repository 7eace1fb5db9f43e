import { afterEach, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { CurrencyProvider, MoneyField, useDateFormat } from '../../src/ui/localeFormat';
import { renderWithAdmin } from '../helpers/renderWithAdmin';

// Issue 21: making an Intl formatter costs far more than formatting with one, and a list asked
// for a new one in every row. A page of amounts or dates now makes one formatter per locale and
// options, whatever the number of rows (docs/performance.md, fifth session).

const ROWS = Array.from({ length: 25 }, (_, index) => ({ id: index + 1, price: 10 + index, day: `2026-11-${String(index + 1).padStart(2, '0')}` }));

const originals = { NumberFormat: Intl.NumberFormat, DateTimeFormat: Intl.DateTimeFormat };
afterEach(() => Object.assign(Intl, originals));

/** Counts the formatters made from now on, by the options each was made with. */
function countMade<K extends keyof typeof originals>(name: K): object[] {
  const made: object[] = [];
  const Original = originals[name] as new (locale?: string, options?: object) => object;
  Object.assign(Intl, {
    [name]: class extends Original {
      constructor(locale?: string, options: object = {}) {
        super(locale, options);
        made.push(options);
      }
    },
  });
  return made;
}

it('makes one money formatter for a page of 25 amounts', async () => {
  const made = countMade('NumberFormat');
  renderWithAdmin(
    // A currency no other test of this file uses, so the formatter is made here.
    <CurrencyProvider currency="CHF">
      {ROWS.map((row) => (
        <RecordContextProvider key={row.id} value={row}>
          <MoneyField source="price" />
        </RecordContextProvider>
      ))}
    </CurrencyProvider>,
  );
  expect(await screen.findAllByText(/CHF/)).toHaveLength(25);
  expect(made.filter((options) => 'currency' in options && options.currency === 'CHF')).toHaveLength(1);
});

const Day = ({ value }: { value: string }) => <p>{useDateFormat().date(value)}</p>;

it('makes the date formatters once for a page of 25 dates', async () => {
  const made = countMade('DateTimeFormat');
  renderWithAdmin(
    <>
      {ROWS.map((row) => (
        <Day key={row.id} value={row.day} />
      ))}
    </>,
  );
  expect(await screen.findAllByText(/Nov \d+, 2026/)).toHaveLength(25);
  // The medium date, the calendar day in UTC and the date with a time: three, not 75.
  expect(made.length).toBeLessThanOrEqual(3);
});
