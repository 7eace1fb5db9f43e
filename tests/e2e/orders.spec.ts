import { expect, test, type Page } from './fixtures';
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

test('an order for Acme Motors from creation to dispatch (the stock hub shows the stock gone), then its work order and a timed job card to completion', async ({ page }) => {
  await signIn(page, 'admin@example.com', 'Admin#2025');
  const product = await wellStocked(page);

  await page.goto('/orders/create');
  await page.getByRole('combobox', { name: 'Dealer' }).fill('Acme');
  await page.getByRole('option', { name: 'Acme Motors' }).click();
  if (!(await page.getByRole('combobox', { name: 'Product' }).count())) await page.getByRole('button', { name: 'Add line' }).click();
  await page.getByRole('combobox', { name: 'Product' }).fill(product.sku);
  await page.getByRole('option', { name: new RegExp(`^${product.sku} — `) }).click();
  await page.getByRole('textbox', { name: 'Quantity', exact: true }).fill('3');
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

  // The workshop job for this order: a work order, one job card timed and finished, then complete.
  await page.getByRole('link', { name: 'Create work order' }).or(page.getByRole('button', { name: 'Create work order' })).click();
  await expect(page).toHaveURL(/\/workorders-create\/\d+$/);
  await page.getByRole('textbox', { name: 'Title' }).fill('Fit tow bar');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/workorders\/\d+\/show$/);
  const workOrderUrl = page.url();

  await page.getByRole('link', { name: 'Add job card' }).or(page.getByRole('button', { name: 'Add job card' })).click();
  await page.getByRole('textbox', { name: 'Task' }).fill('Drill and bolt the bar');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/job-cards\/\d+\/show$/);
  const jobCardUrl = page.url();

  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('In progress').first()).toBeVisible();
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('On hold').first()).toBeVisible();
  // The time logs survive a reload: they are stored, not kept by the page.
  await page.reload();
  await expect(page.getByText('On hold').first()).toBeVisible();
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText('In progress').first()).toBeVisible();
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Done').first()).toBeVisible();
  const logs = await page.evaluate(async (id) => (await (await fetch(`/api/job-cards/${id}`)).json()).time_logs, jobCardUrl.match(/job-cards\/(\d+)/)![1]);
  expect(logs).toHaveLength(2);
  for (const log of logs) expect(log.stopped_at).not.toBeNull();

  await page.goto(workOrderUrl);
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText('Completed').first()).toBeVisible();
  await page.goto(orderUrl);
  await expect(page.getByText('Job cards done: 1 of 1')).toBeVisible();
});
