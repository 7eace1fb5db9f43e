import { expect, test } from './fixtures';
import { signIn } from './helpers';

test('dropping view_suppliers from the Storekeeper matrix takes Suppliers away from store@ at the next reload', async ({ page, browser }) => {
  const storeContext = await browser.newContext();
  const store = await storeContext.newPage();
  await signIn(store, 'store@example.com', 'Store#2025');
  await expect(store.getByRole('menuitem', { name: 'Suppliers' })).toBeVisible();

  await signIn(page, 'admin@example.com', 'Admin#2025');
  await page.goto('/roles');
  await page.getByRole('cell', { name: 'Storekeeper', exact: true }).click();
  await page.getByRole('link', { name: 'Permissions' }).click();
  await expect(page).toHaveURL(/\/roles\/\d+\/permissions$/);
  const read = page.getByRole('checkbox', { name: 'Suppliers: Read' });
  await expect(read).toBeChecked();
  await read.uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Permissions saved')).toBeVisible();

  // store@ keeps the session it had: a reload is enough.
  await store.reload();
  await expect(store.getByRole('menuitem', { name: 'Masters' })).toBeVisible();
  await expect(store.getByRole('menuitem', { name: 'Suppliers' })).toHaveCount(0);
  await store.goto('/suppliers');
  await expect(store).toHaveURL(/\/404$/);
  await storeContext.close();
});

test('room-rack: add a room and a rack under a warehouse, rename it, delete an empty one, and be told why a full one stays', async ({ page }) => {
  await signIn(page, 'admin@example.com', 'Admin#2025');
  await page.goto('/room-rack');
  await expect(page.getByRole('list', { name: 'Layout of warehouse EAST' })).toBeVisible();

  await page.getByRole('button', { name: 'Add room' }).click();
  const roomForm = page.getByRole('group', { name: 'Add a room to EAST' });
  await roomForm.getByRole('textbox', { name: 'Code' }).fill('e2e');
  await roomForm.getByRole('textbox', { name: 'Name' }).fill('Returns bay');
  await roomForm.getByRole('textbox', { name: 'Name' }).press('Enter');
  await expect(page.getByRole('list', { name: 'Racks of room E2E' })).toBeAttached();

  await page.getByRole('button', { name: 'Add a rack to room E2E' }).first().click();
  const rackForm = page.getByRole('group', { name: 'Add a rack to room E2E' });
  await rackForm.getByRole('textbox', { name: 'Code' }).fill('r-01');
  await rackForm.getByRole('textbox', { name: 'Code' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Rename rack R-01' })).toBeVisible();

  await page.getByRole('button', { name: 'Rename rack R-01' }).click();
  const renameForm = page.getByRole('group', { name: 'Rename rack R-01' });
  await renameForm.getByRole('textbox', { name: 'Code' }).fill('R-02');
  await renameForm.getByRole('textbox', { name: 'Code' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Rename rack R-02' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete room E2E' }).click();
  const refused = page.getByRole('dialog');
  await refused.getByRole('button', { name: 'Delete' }).click();
  await expect(refused.getByText('Cannot delete the room "E2E": it has 1 rack. Remove them first.')).toBeVisible();
  await refused.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Delete rack R-02' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name: 'Rename rack R-02' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete room E2E' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name: 'Delete room E2E' })).toHaveCount(0);
});
