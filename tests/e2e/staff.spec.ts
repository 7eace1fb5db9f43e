import { expect, test } from './fixtures';
import { rangeLabel, signIn } from './helpers';


test('an administrator signs in, finds, creates and edits a product, then signs out', async ({ page }) => {
  await signIn(page, 'admin@example.com', 'Admin#2025');
  await expect(page.getByText('Welcome, Ada Administrator')).toBeVisible();

  await page.getByRole('menuitem', { name: 'Masters' }).click();
  await page.getByRole('menuitem', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/products/);
  await expect(rangeLabel(page)).toHaveText(/^1-25 of 240$/);

  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(rangeLabel(page)).toHaveText(/^26-50 of 240$/);

  await page.getByPlaceholder('Search').fill('oil filter');
  await expect(rangeLabel(page)).toHaveText(/^1-4 of 4$/);
  await expect(page.getByRole('cell', { name: /^Oil filter/ }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/products\/create$/);
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('SKU').fill('E2E-0001');
  await field('Name').fill('Oil filter E2E');
  await page.getByRole('combobox', { name: 'Category' }).fill('Filt');
  await page.getByRole('option', { name: 'Filters' }).click();
  await page.getByRole('textbox', { name: 'Dealer price', exact: true }).fill('14.90');
  await page.getByRole('textbox', { name: 'Cost', exact: true }).fill('8.10');
  await page.getByRole('textbox', { name: 'Reorder level', exact: true }).fill('6');
  await page.getByRole('button', { name: 'Save' }).click();
  // Issue 18: the toast names the record, not "Element created".
  await expect(page.getByText('Oil filter E2E created')).toBeVisible();
  // The save ends on the new product's page; the next page load starts from there.
  await expect(page).toHaveURL(/\/products\/\d+/);

  await page.goto('/products');
  await page.getByPlaceholder('Search').fill('E2E-0001');
  await expect(rangeLabel(page)).toHaveText(/^1-1 of 1$/);
  await page.getByRole('cell', { name: 'Oil filter E2E' }).click();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/products\/\d+$/);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Oil filter E2E renamed');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Oil filter E2E renamed saved')).toBeVisible();
  await page.goto('/products');
  await page.getByPlaceholder('Search').fill('E2E-0001');
  await expect(page.getByRole('cell', { name: 'Oil filter E2E renamed' })).toBeVisible();

  await page.getByRole('button', { name: /Ada Administrator|Profile/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.goto('/products');
  await expect(page).toHaveURL(/\/$/);
});

test('a category that still has products cannot be deleted, and the user is told why', async ({ page }) => {
  await signIn(page, 'admin@example.com', 'Admin#2025');
  await page.goto('/category');
  await page.getByRole('cell', { name: 'Filters', exact: true }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/Cannot delete the category "Filters": it has 2\d products/)).toBeVisible();
  await page.goto('/category');
  await expect(page.getByRole('cell', { name: 'Filters', exact: true })).toBeVisible();
});

test('a viewer sees no create button and is sent to /404 from a create page', async ({ page }) => {
  await signIn(page, 'viewer@example.com', 'Viewer#2025');
  await page.goto('/products');
  await expect(rangeLabel(page)).toHaveText(/of 24\d$/);
  await expect(page.getByRole('link', { name: 'Create' })).toHaveCount(0);
  await page.goto('/category/create');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/church-add');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/church');
  await expect(rangeLabel(page)).toHaveText(/of 24\d$/);
});

test('a wrong password shows the server message and keeps the user on the login page', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password', { exact: false }).first().fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('These credentials do not match our records.');
  await expect(page).toHaveURL(/\/$/);
});
