import { expect, test, type Page } from './fixtures';
import { firstId, openInApp, signIn, signInDealer } from './helpers';

// Issue 32: "leaving an edited form loses the edits without asking". Every staff create and edit
// form asks before a move to another page while it holds unsaved changes (react-admin's
// warnWhenUnsavedChanges), and never when nothing was changed or once it is saved.

/** The confirmations the app raised, each answered with `accept`; the tab's own "leave site?" (a reload) is let through. */
function answerConfirmations(page: Page, accept: () => boolean) {
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') return void dialog.accept();
    asked.push(dialog.message());
    void (accept() ? dialog.accept() : dialog.dismiss());
  });
  return asked;
}

const UNSAVED = "Some of your changes weren't saved. Are you sure you want to ignore them?";

test('an edited product asks before the menu takes the person elsewhere; staying keeps the edits, saving lets them go', async ({ page }) => {
  let leave = false;
  const asked = answerConfirmations(page, () => leave);
  await signIn(page, 'admin@example.com', 'Admin#2025');
  const id = await firstId(page, 'products');
  await page.goto(`/products/${id}`);
  const name = page.getByLabel('Name', { exact: true });
  await expect(name).not.toHaveValue('');
  const edited = `${await name.inputValue()} (edited)`;
  await name.fill(edited);

  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect.poll(() => asked).toEqual([UNSAVED]);
  // Cancelled: the form is still there, with what was typed.
  await expect(page).toHaveURL(new RegExp(`/products/${id}$`));
  await expect(name).toHaveValue(edited);

  // Saved: the save's own move is let through, and so is the next one. (The pointer leaves the
  // menu first, which opens over the page while hovered.)
  await page.mouse.move(900, 300);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/products/${id}$`));
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(asked).toHaveLength(1);

  // Asked again and answered "leave": the edits go, as the person chose.
  await page.goto(`/products/${id}`);
  await page.getByLabel('Name', { exact: true }).fill('Never saved');
  leave = true;
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(asked).toHaveLength(2);
  const saved = await page.request.get(`/api/products/${id}`);
  expect(((await saved.json()) as { name: string }).name).toBe(edited);
});

test('every staff create and edit form asks once something is typed, and never when nothing was', async ({ page }) => {
  test.setTimeout(300_000);
  let leave = false;
  const asked = answerConfirmations(page, () => leave);
  await signIn(page, 'admin@example.com', 'Admin#2025');
  const edits: Record<string, number> = {
    products: await firstId(page, 'products'),
    category: await firstId(page, 'categories'),
    suppliers: await firstId(page, 'suppliers'),
    dealers: await firstId(page, 'dealers'),
    warehouse: await firstId(page, 'warehouses'),
    rooms: await firstId(page, 'rooms'),
    racks: await firstId(page, 'racks'),
    roles: await firstId(page, 'roles'),
    users: await firstId(page, 'users'),
    orders: await firstId(page, 'orders', { status: 'pending' }),
    'purchase-orders': await firstId(page, 'purchase-orders', { status: 'draft' }),
    workorders: await firstId(page, 'work-orders', { status: 'open' }),
    'job-cards': await firstId(page, 'job-cards', { status: 'open' }),
  };
  const routes = [
    ...Object.entries(edits).flatMap(([resource, id]) => [`/${resource}/${id}`, ...(resource === 'job-cards' ? [] : [`/${resource}/create`])]),
    '/stock-adjustments/create',
    '/stock-adjustments/transfer',
    '/stock-counts/create',
  ];
  const silent: string[] = [];
  const unasked: string[] = [];
  for (const route of routes) {
    // Untouched: leaving asks nothing.
    await openInApp(page, route);
    const field = page.locator('main textarea:visible, main input[type="text"]:visible:not([role="combobox"]):not([readonly])').first();
    await expect(field, route).toBeEditable();
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(page, route).toHaveURL(/\/dashboard$/);
    if (asked.length) silent.push(`${route}: asked untouched`);
    asked.length = 0;

    // Typed in: leaving asks, and the person stays.
    await openInApp(page, route);
    await field.fill(`${await field.inputValue()}x`);
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect
      .poll(() => asked.length, { message: route, timeout: 3000 })
      .toBeGreaterThan(0)
      .catch(() => unasked.push(route));
    await expect(page, route).toHaveURL(new RegExp(`${route.replace(/[/?]/g, '\\$&')}$`));
    // Then the person lets the edits go, and the next form opens from the dashboard.
    leave = true;
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(page, route).toHaveURL(/\/dashboard$/);
    leave = false;
    asked.length = 0;
  }
  expect(silent).toEqual([]);
  expect(unasked).toEqual([]);
});

test('a dealer’s order draft survives a tap on another page: nothing typed is lost, so nothing asks', async ({ page }) => {
  const asked = answerConfirmations(page, () => false);
  await signInDealer(page);
  await page.getByRole('link', { name: 'Order form' }).first().click();
  await page.getByRole('button', { name: /^Add /, disabled: false }).first().click();
  const quantity = page.getByRole('textbox', { name: /^Quantity of / }).first();
  await quantity.fill('2');
  await page.getByLabel('Notes').fill('Deliver to the back door');

  await page.getByRole('link', { name: 'Orders' }).first().click();
  await expect(page).toHaveURL(/\/dealer\/orders$/);
  await page.getByRole('link', { name: 'Order form' }).first().click();
  await expect(page.getByRole('textbox', { name: /^Quantity of / }).first()).toHaveValue('2');
  await expect(page.getByLabel('Notes')).toHaveValue('Deliver to the back door');
  expect(asked).toEqual([]);
});
