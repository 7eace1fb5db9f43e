import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import type { StatusChange } from '../../contract/workflow';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { StatusHistory } from '../../src/ui/StatusHistory';
import { useQuantityFormat } from '../../src/ui/localeFormat';
import { renderWithAdmin } from '../helpers/renderWithAdmin';

// Issue 32: French screens said "Received 12 units" (a purchase order's status note, written by
// the server in English), "41 pcs" (the dealer catalogue) and "1 disponibles".

afterEach(() => i18nProvider.changeLocale('en'));

const change = (id: number, note: string | null): StatusChange => ({
  id,
  from_status: 'ordered',
  to_status: 'partially_received',
  actor_kind: 'staff',
  actor_name: 'Sam Storekeeper',
  note,
  at: '2026-03-02T10:15:00Z',
});

async function showHistory(locale: 'en' | 'fr', notes: (string | null)[]) {
  await i18nProvider.changeLocale(locale);
  renderWithAdmin(
    <RecordContextProvider value={{ id: 1, history: notes.map((note, i) => change(i + 1, note)) }}>
      <StatusHistory statusLabels="app.purchase_orders.status" />
    </RecordContextProvider>,
  );
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getAllByRole('cell').at(-1)!.textContent);
}

describe('a status note the server wrote', () => {
  it('reads in French, with the count agreeing, while a person’s note stays as written', async () => {
    const notes = await showHistory('fr', ['Received 12 units', 'Received 1 unit', 'Work started on a job card', 'Received damaged, see photos', null]);
    expect(notes).toEqual(['Reçu : 12 unités', 'Reçu : 1 unité', 'Travail commencé sur une fiche d’intervention', 'Received damaged, see photos', '—']);
  });

  it('reads as written in English', async () => {
    expect(await showHistory('en', ['Received 12 units'])).toEqual(['Received 12 units']);
  });
});

const Quantities = ({ quantities }: { quantities: [number, string][] }) => {
  const quantity = useQuantityFormat();
  return (
    <ul>
      {quantities.map(([n, unit]) => (
        <li key={`${n}${unit}`}>{quantity(n, unit)}</li>
      ))}
    </ul>
  );
};

describe('a quantity with its unit', () => {
  const QUANTITIES: [number, string][] = [
    [41, 'pcs'],
    [1, 'pcs'],
    [0, 'box'],
    [1234, 'pcs'],
    [12, 'kg'],
    [3, 'barrel'],
  ];
  const written = async (locale: 'en' | 'fr') => {
    await i18nProvider.changeLocale(locale);
    renderWithAdmin(<Quantities quantities={QUANTITIES} />);
    // Intl groups with a narrow no-break space in French; read as a space.
    return screen.getAllByRole('listitem').map((item) => item.textContent!.replace(/\s/g, ' '));
  };

  it('is written in French words, agreeing with the count', async () => {
    expect(await written('fr')).toEqual(['41 pièces', '1 pièce', '0 boîte', '1 234 pièces', '12 kg', '3 barrel']);
  });

  it('is written in English abbreviations', async () => {
    expect(await written('en')).toEqual(['41 pcs', '1 pc', '0 boxes', '1,234 pcs', '12 kg', '3 barrel']);
  });
});
