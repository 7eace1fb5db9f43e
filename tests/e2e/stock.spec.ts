import { expect, test } from './fixtures';
import { signIn } from './helpers';

test('a transfer of 5 units between two racks: create, post, and see both racks change and two movements in the stock hub', async ({ page }) => {
  await signIn(page, 'store@example.com', 'Store#2025');
  // Arrange from the API the page itself uses: a product holding at least 5 units in one rack.
  const source = await page.evaluate(async () => {
    const levels = await (await fetch('/api/stock-levels?filter={"on_hand_gte":5}&sort=["path","ASC"]&range=[0,0]')).json();
    const product = await (await fetch(`/api/products/${levels[0].product_id}`)).json();
    return { sku: product.sku as string, path: levels[0].path as string, onHand: levels[0].on_hand as number };
  });
  const target = 'WKS / CAGE / CAGE-03';
  const targetBefore = await page.evaluate(async ({ sku }) => {
    const hub = await (await fetch(`/api/stock-hub?filter=${encodeURIComponent(JSON.stringify({ q: sku }))}`)).json();
    const levels = await (await fetch(`/api/stock-levels?filter=${encodeURIComponent(JSON.stringify({ product_id: hub[0].id }))}&range=[0,99]`)).json();
    return (levels.find((l: { path: string }) => l.path === 'WKS / CAGE / CAGE-03')?.on_hand as number | undefined) ?? 0;
  }, source);

  await page.goto('/stock-adjustments');
  await page.getByRole('link', { name: 'Transfer' }).click();
  await page.getByRole('combobox', { name: 'Product' }).fill(source.sku);
  await page.getByRole('option', { name: new RegExp(`^${source.sku} — `) }).click();
  await page.getByRole('combobox', { name: 'From rack' }).fill(source.path.split(' / ')[2]);
  await page.getByRole('option', { name: source.path, exact: true }).click();
  await page.getByRole('combobox', { name: 'To rack' }).fill('CAGE-03');
  await page.getByRole('option', { name: target, exact: true }).click();
  await page.getByRole('textbox', { name: 'Quantity', exact: true }).fill('5');
  await page.getByRole('button', { name: 'Create transfer' }).click();

  await expect(page).toHaveURL(/\/stock-adjustments\/\d+\/show$/);
  await page.getByRole('button', { name: 'Post now' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Post now' }).click();
  await expect(page.getByText(/SA-\d{6} posted/)).toBeVisible();
  const number = /SA-\d{6}/.exec((await page.getByText(/SA-\d{6} posted/).textContent())!)![0];

  await page.goto('/stock-hub');
  await page.getByPlaceholder('Search').fill(source.sku);
  await page.getByRole('cell', { name: source.sku, exact: true }).click();
  const drill = page.getByRole('tabpanel');
  await expect(drill.getByRole('row', { name: new RegExp(`${source.path.split(' / ')[2]}\\b.*\\b${source.onHand - 5}\\b`) })).toBeVisible();
  await expect(drill.getByRole('row', { name: new RegExp(`CAGE-03\\b.*\\b${targetBefore + 5}\\b`) })).toBeVisible();

  await page.getByRole('tab', { name: 'Movements' }).click();
  // This transfer's two movements (other tests may have moved the same product before).
  await expect(page.getByRole('tabpanel').getByRole('row').filter({ hasText: 'Transfer' }).filter({ hasText: number })).toHaveCount(2);
});
