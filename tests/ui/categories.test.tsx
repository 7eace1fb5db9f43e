import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { reactRouterProvider, ResourceContextProvider } from 'react-admin';
import { CategoryCreate } from '../../src/resources/category/CategoryCreate';
import { CategoryEdit } from '../../src/resources/category/CategoryEdit';
import { CategoryList } from '../../src/resources/category/CategoryList';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { signedInTab, withTestServer } from '../helpers/signedInTab';

// Issue 18 item 3: the categories list shows the tree (children under their parent, each with
// its path), and the parent picker offers no choice that would make a cycle.

const { Routes, Route } = reactRouterProvider;
const ADMIN = { email: 'admin@example.com', password: 'Admin#2025' };
const server = withTestServer();

const screens = (
  <ResourceContextProvider value="category">
    <Routes>
      <Route path="/category" element={<CategoryList />} />
      <Route path="/category/create" element={<CategoryCreate />} />
      <Route path="/category/:id" element={<CategoryEdit />} />
    </Routes>
  </ResourceContextProvider>
);

const idOf = async (name: string) => ((await server.sql('select id from categories where name = $1', [name])) as { id: number }[])[0].id;

beforeAll(async () => {
  // Brakes › Brake pads › Ceramic: by name alone, "Brake pads" would sort before "Brakes".
  await server.sql(`insert into categories (name, parent_id) values ('Brake pads', (select id from categories where name = 'Brakes'))`);
  await server.sql(`insert into categories (name, parent_id) values ('Ceramic', (select id from categories where name = 'Brake pads'))`);
});

const choices = () => screen.queryAllByRole('option').map((o) => o.textContent ?? '');

/**
 * Types into the parent picker and waits for the answer to that search: until it comes (the search
 * is debounced, then asked of the server), the picker still lists what it offered before, and
 * "No options" while it loads its first choices.
 */
async function searchParent(search: string, expected: string[]) {
  fireEvent.change(await screen.findByRole('combobox', { name: 'Parent category' }), { target: { value: search } });
  if (!expected.length) await screen.findByText('No options', { selector: '.MuiAutocomplete-noOptions' });
  await waitFor(() => expect(choices()).toEqual(expected));
}

describe('the categories list', () => {
  it('lists subcategories under their parent, each with its path', async () => {
    const tab = await signedInTab(server.baseUrl, ADMIN);
    renderWithAdmin(screens, { ...tab, initialEntries: ['/category'] });

    await screen.findByText('Brakes › Brake pads › Ceramic');
    const rows = screen.getAllByRole('row').slice(1, 5);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual([
      'Body & Trim',
      'Brakes',
      'Brake padsBrakes › Brake pads',
      'CeramicBrakes › Brake pads › Ceramic',
    ]);
  });
});

describe('the categories list on a phone', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('is one column: a line per category, in tree order, each with its path and product count', async () => {
    // MUI reads the breakpoint through matchMedia, which jsdom lacks: this one says "a phone".
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: true, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }),
    });
    const tab = await signedInTab(server.baseUrl, ADMIN);
    renderWithAdmin(screens, { ...tab, initialEntries: ['/category'] });

    await screen.findByText('Brakes › Brake pads › Ceramic');
    expect(screen.queryByRole('table')).toBeNull();
    const lines = screen.getAllByRole('listitem').slice(0, 4);
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringMatching(/^Body & TrimProducts \d+/),
      expect.stringMatching(/^BrakesProducts \d+/),
      'Brake padsBrakes › Brake padsProducts 0',
      'CeramicBrakes › Brake pads › CeramicProducts 0',
    ]);
    // Each line is a link to the category's page.
    expect(within(lines[1]).getByRole('link')).toHaveAttribute('href', `/category/${await idOf('Brakes')}/show`);
  });
});

describe('the parent picker', () => {
  it('offers, when editing, neither the category itself nor any category under it', async () => {
    const tab = await signedInTab(server.baseUrl, ADMIN);
    renderWithAdmin(screens, { ...tab, initialEntries: [`/category/${await idOf('Brakes')}`] });
    await screen.findByDisplayValue('Brakes');

    // A "c" in the path (descriptions read "… parts and supplies"), but not Ceramic, under Brakes; before the answer, Body & Trim is offered too.
    await searchParent('c', ['Electrical', 'Lubricants', 'Workshop Consumables']);
    await searchParent('brake', []);
  });

  it('names choices by their path when creating, and a child may go under a subcategory', async () => {
    const tab = await signedInTab(server.baseUrl, ADMIN);
    renderWithAdmin(screens, { ...tab, initialEntries: ['/category/create'] });

    await searchParent('brake', ['Brakes', 'Brakes › Brake pads', 'Brakes › Brake pads › Ceramic']);
  });
});
