import { expect, test, type Page } from './fixtures';
import { signIn } from './helpers';

// Issue 19 in the browser: a file chosen, checked, mapped, imported — or refused whole.

const csvFile = (name: string, text: string, encoding: BufferEncoding = 'utf8') => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text, encoding) });

async function productIds(page: Page, q: string): Promise<number[]> {
  const response = await page.request.get(`/api/products?${new URLSearchParams({ filter: JSON.stringify({ q }), range: '[0,99]' })}`);
  return ((await response.json()) as { id: number }[]).map((p) => p.id);
}

async function removeProducts(page: Page, ids: number[]) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('XSRF-TOKEN'))?.value ?? '';
  for (const id of ids) expect((await page.request.delete(`/api/products/${id}`, { headers: { 'x-xsrf-token': token } })).ok()).toBe(true);
}

test('in French, a semicolon file from Excel in Windows-1252 is checked, previewed and imported into the product list', async ({ page }) => {
  await signIn(page, 'admin@example.com', 'Admin#2025');
  await page.evaluate(() => localStorage.setItem('RaStoreStockyard.locale', JSON.stringify('fr')));
  await page.goto('/products');
  await page.getByRole('button', { name: 'Importer' }).click();
  await page.getByRole('menuitem', { name: 'Produits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer des produits' });

  const file = 'Référence;Désignation;Catégorie;Prix revendeur;Coût\r\nE2E-IMP-1;Plaquette été;Brakes;1 234,50;12,5\r\nE2E-IMP-2;Disque;Brakes;99,90;40\r\n';
  await dialog.locator('input[type=file]').setInputFiles(csvFile('export-excel.csv', file, 'latin1'));
  await expect(dialog.getByText('2 lignes : 2 à créer, 0 à mettre à jour, 0 sans changement')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Référence' })).toHaveText('Référence');
  await expect(dialog.getByRole('cell', { name: 'Plaquette été' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('Ã');

  await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
  await expect(page.getByText('Import terminé — créés : 2 · mis à jour : 0 · sans changement : 0')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('textbox', { name: 'Rechercher' }).fill('E2E-IMP');
  await expect(page.getByRole('cell', { name: 'Plaquette été' })).toBeVisible();
  await expect(page.getByText(/1\s?234,50/)).toBeVisible();

  await removeProducts(page, await productIds(page, 'E2E-IMP'));
});

test('on a phone, a broken file is refused whole: each bad row is listed, nothing is written, nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin@example.com', 'Admin#2025');
  await page.goto('/suppliers');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import suppliers' });
  const file = 'company_name,email,status\r\nE2E Broken One,not-an-email,active\r\nE2E Broken Two,two@example.com,sleeping\r\nE2E Broken Two,again@example.com,active\r\n';
  await dialog.locator('input[type=file]').setInputFiles(csvFile('suppliers.csv', file));

  await expect(dialog.getByText(/4 errors · 3 rows rejected/)).toBeVisible();
  for (const message of ['Enter a valid email address', 'Choose a status', 'Also on row 3', 'Also on row 4']) await expect(dialog.getByText(message).first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download rejected rows' }).click();
  const saved = await (await download).path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(saved, 'utf8')).toContain('company_name,email,status,Error');

  await dialog.getByRole('button', { name: 'Close' }).click();
  const response = await page.request.get(`/api/suppliers?${new URLSearchParams({ filter: JSON.stringify({ q: 'E2E Broken' }), range: '[0,9]' })}`);
  expect(await response.json()).toEqual([]);
});

test('in French, the rejected rows of a ; Windows-1252 file download as a ; Windows-1252 file, and a hand-made mapping survives the corrected file', async ({ page }) => {
  await signIn(page, 'admin@example.com', 'Admin#2025');
  await page.evaluate(() => localStorage.setItem('RaStoreStockyard.locale', JSON.stringify('fr')));
  await page.goto('/products');
  await page.getByRole('button', { name: 'Importer' }).click();
  await page.getByRole('menuitem', { name: 'Produits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer des produits' });

  const header = 'Référence;Désignation;Famille;PV HT;Coût';
  const broken = `${header}\r\nE2E-REJ-1;Plaquette été;Brakes;douze;4\r\nE2E-REJ-2;Disque;Brakes;9,90;4\r\n`;
  await dialog.locator('input[type=file]').setInputFiles(csvFile('export-excel.csv', broken, 'latin1'));
  // "PV HT" is no header the import knows: mapped by hand to the dealer price.
  await dialog.getByRole('combobox', { name: 'PV HT' }).click();
  await page.getByRole('option', { name: 'Prix revendeur' }).click();
  await expect(dialog.getByText(/1 ligne refusée/)).toBeVisible();

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Télécharger les lignes refusées' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('products-rejected.csv');
  const { readFileSync } = await import('node:fs');
  const bytes = readFileSync(await saved.path());
  expect(bytes.toString('latin1')).toBe(`${header};Erreur\r\nE2E-REJ-1;Plaquette été;Brakes;douze;4;PV HT: Doit être un nombre\r\n`);

  const corrected = `${header}\r\nE2E-REJ-1;Plaquette été;Brakes;12;4\r\nE2E-REJ-2;Disque;Brakes;9,90;4\r\n`;
  await dialog.locator('input[type=file]').setInputFiles(csvFile('export-excel.csv', corrected, 'latin1'));
  await expect(dialog.getByText('2 lignes : 2 à créer, 0 à mettre à jour, 0 sans changement')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'PV HT' })).toHaveText('Prix revendeur');
});
