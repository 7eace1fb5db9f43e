import { expect, test } from './fixtures';
import { signIn } from './helpers';

// SPEC.md §4: kanban tasks move between columns; todo add shows the demo toast (§9).

test.beforeEach(async ({ page }) => {
  await signIn(page, 'admin@example.com', 'Admin#2025');
});

test('a kanban task dragged from To Do lands under Done', async ({ page }) => {
  await page.goto('/kanban');
  const todo = page.getByRole('region', { name: 'To Do' });
  const done = page.getByRole('region', { name: 'Done' });
  const task = todo.getByRole('listitem', { name: 'Design the landing page' });
  await expect(task).toBeVisible();

  await task.dragTo(done);

  await expect(done.getByRole('listitem', { name: 'Design the landing page' })).toBeVisible();
  await expect(todo.getByRole('listitem', { name: 'Design the landing page' })).toHaveCount(0);
});

test('a kanban task moves by its menu too, for keyboard users', async ({ page }) => {
  await page.goto('/kanban');
  await page.getByRole('button', { name: 'Actions for Write onboarding emails' }).click();
  await page.getByRole('menuitem', { name: 'Move to In Progress' }).click();
  await expect(page.getByRole('region', { name: 'In Progress' }).getByRole('listitem', { name: 'Write onboarding emails' })).toBeVisible();
});

test('adding a todo says Add Successfully', async ({ page }) => {
  await page.goto('/todo');
  await page.getByRole('button', { name: 'Add task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add task' });
  await dialog.getByLabel('Title').fill('Count the bolts in rack B');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Add Successfully')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Count the bolts in rack B' })).toBeVisible();
});

test('every apps demo page renders', async ({ page }) => {
  for (const [path, heading] of [
    ['/email', 'Inbox'],
    ['/chat', 'Start a conversation'],
    ['/projects', 'Projects'],
    ['/projects/p-1', 'Warehouse app redesign'],
    ['/calender', /\d{4}/],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('#main-content').getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test.describe('at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the todo list and the kanban board are usable', async ({ page }) => {
    await page.goto('/todo');
    await page.getByRole('checkbox', { name: 'Call the new supplier about lead times' }).check();
    await expect(page.getByRole('checkbox', { name: 'Call the new supplier about lead times' })).toBeChecked();
    await page.goto('/kanban');
    await expect(page.getByRole('region', { name: 'To Do' })).toBeVisible();
  });
});
