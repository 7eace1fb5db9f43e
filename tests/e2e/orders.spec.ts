import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

/** A product with the most free stock, as the stock hub reports it. */
async function wellStocked(page: Page) {
  return page.evaluate(async () => {
    const [row] = await (await fetch('/api/stock-hub?sort=["available","DESC"]&range=[0,0]')).json();
    return { id: row.id as number, sku: row.sku as string, onHand: row.on_hand as number };
  });
}

async function onHandInHub(page: Page, sku: string) {
  await page.goto('/stock-hub');
  await page.getByPlaceholder('Search').fill(sku);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: sku, exact: true }) });
  await expect(row).toHaveCount(1);
  return row;
}

test('an order for Acme Motors: create, confirm, process, dispatch from racks; the stock hub shows the stock gone', async ({ page }) => {
  await signIn(page, 'admin@example.com', 'Admin#2025');
  const product = await wellStocked(page);

  await page.goto('/orders/create');
  await page.getByRole('combobox', { name: 'Dealer' }).fill('Acme');
  await page.getByRole('option', { name: 'Acme Motors' }).click();
  if (!(await page.getByRole('combobox', { name: 'Product' }).count())) await page.getByRole('button', { name: 'Add line' }).click();
  await page.getByRole('combobox', { name: 'Product' }).fill(product.sku);
  await page.getByRole('option', { name: new RegExp(`^${product.sku} — `) }).click();
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/orders\/\d+\/show$/);
  const orderUrl = page.url();
  await expect(page.getByText(/ORD-\d{6}/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('button', { name: 'Start processing' })).toBeVisible();
  await page.getByRole('button', { name: 'Start processing' }).click();
  await page.getByRole('button', { name: 'Dispatch' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Picked 3 of 3')).toBeVisible();
  await dialog.getByRole('button', { name: 'Dispatch' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Mark delivered' })).toBeVisible();

  const row = await onHandInHub(page, product.sku);
  await expect(row.getByRole('cell', { name: String(product.onHand - 3), exact: true }).first()).toBeVisible();
  await page.goto(orderUrl);
  await expect(page.getByText('Dispatched').first()).toBeVisible();
});
