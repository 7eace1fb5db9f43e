import { expect, test, type Page } from './fixtures';
import { signIn } from './helpers';

// Issue 8 items 2–4: the storefront reads the catalogue API; the cart and checkout follow SPEC.md §2, §4, §5.

const columnsOf = (page: Page) =>
  page.getByRole('region', { name: 'Products' }).evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length);

test.describe('desktop, 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('add two products to the cart, change a quantity, and check out to a Pending order', async ({ page }) => {
    await signIn(page, 'admin@example.com', 'Admin#2025');
    await page.goto('/shop');
    const grid = page.getByRole('region', { name: 'Products' });
    const cards = grid.getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await columnsOf(page)).toBe(4);
    const first = (await cards.nth(0).getAttribute('aria-label'))!;
    const second = (await cards.nth(1).getAttribute('aria-label'))!;
    await cards.nth(0).getByRole('button', { name: `Add ${first} to cart` }).click();
    await cards.nth(1).getByRole('button', { name: `Add ${second} to cart` }).click();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

    // The price filter narrows the grid through the API (SPEC.md §9 ranges).
    const count = page.getByText(/^\d+ products$/);
    const all = Number((await count.textContent())!.split(' ')[0]);
    await page.getByRole('radio', { name: '$0 - $199' }).check();
    await expect(count).not.toHaveText(`${all} products`);
    await page.getByRole('radio', { name: 'All' }).check();
    await expect(count).toHaveText(`${all} products`);

    await page.getByRole('link', { name: 'Cart, 2 items' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const table = page.getByRole('table', { name: 'Cart' });
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table.getByRole('button', { name: `Decrease quantity of ${first}` })).toBeDisabled();
    await table.getByRole('button', { name: `Increase quantity of ${first}` }).click();
    await expect(table.getByLabel(`Quantity of ${first}`, { exact: true })).toHaveText('2');
    const subtotal = await table.getByLabel('Subtotal').textContent();
    expect(subtotal).toMatch(/^\$\d+\.\d{2}$/);

    // A reload keeps the cart (sessionStorage).
    await page.reload();
    await expect(page.getByLabel(`Quantity of ${first}`, { exact: true })).toHaveText('2');

    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('listitem', { name: 'Step 1: My Cart' })).toHaveAttribute('aria-current', 'step');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Shipping Info' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Delivery Info' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
    await submit.click();
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    await expect(page.getByText('Pending', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order summary' }).getByLabel('Subtotal')).toHaveText(subtotal!);
  });
});

test.describe('phone, 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the grid is one column and the cart scrolls sideways instead of overflowing the page', async ({ page }) => {
    await signIn(page, 'admin@example.com', 'Admin#2025');
    await page.goto('/shop');
    await expect(page.getByRole('region', { name: 'Products' }).getByRole('article').first()).toBeVisible();
    expect(await columnsOf(page)).toBe(1);
    await page.goto('/cart');
    await expect(page.getByText("No result's")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
  });
});
