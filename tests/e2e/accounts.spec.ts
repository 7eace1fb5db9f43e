import { latestMailTo } from './servers';
import { expect, test } from './fixtures';
import { rangeLabel, signIn } from './helpers';

test('an account registered at /register stays pending until an administrator gives it a role and activates it', async ({ page, browser }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel('Full name').fill('Nina Newbie');
  await page.getByLabel('Email').fill('nina.newbie@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Newbie#2025');
  await page.getByLabel('Confirm the password').fill('Newbie#2025');
  await page.getByRole('button', { name: 'Create the account' }).click();
  await expect(page.getByRole('status')).toContainText('An administrator will review your account');

  await page.goto('/');
  await page.getByLabel('Email').fill('nina.newbie@example.com');
  await page.getByLabel('Password').first().fill('Newbie#2025');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your account is waiting for an administrator to activate it.');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@example.com', 'Admin#2025');
  await admin.goto(`/users?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`);
  await admin.getByText('nina.newbie@example.com').click();
  await admin.getByRole('button', { name: 'Activate' }).first().click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('combobox').fill('Store');
  await admin.getByRole('option', { name: 'Storekeeper' }).click();
  await dialog.getByRole('button', { name: 'Activate' }).click();
  await expect(admin.getByText('Account activated')).toBeVisible();
  await adminContext.close();

  await signIn(page, 'nina.newbie@example.com', 'Newbie#2025');
  await expect(page.getByText('Welcome, Nina Newbie')).toBeVisible();
});

test('an account registered at /register2 (the split layout) waits, pending, for an administrator', async ({ page, browser }) => {
  await page.goto('/register2');
  await expect(page.getByText('Stock, orders and the workshop, in one place.')).toBeVisible();
  await page.getByLabel('Full name').fill('Rhea Split');
  await page.getByLabel('Email').fill('rhea.split@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Split#2025');
  await page.getByLabel('Confirm the password').fill('Split#2025');
  await page.getByRole('button', { name: 'Create the account' }).click();
  await expect(page.getByRole('status')).toContainText('An administrator will review your account');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@example.com', 'Admin#2025');
  await admin.goto(`/users?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`);
  await expect(admin.getByText('rhea.split@example.com')).toBeVisible();
  await adminContext.close();
});


test('a password forgotten at /forgot-password3 is reset from the mailed link, and the new one signs in', async ({ page, baseURL }) => {
  const email = 'tom.okafor@example.com';
  await page.goto('/forgot-password3');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toHaveText('If an account exists for that email, we have sent it a link to reset the password.');

  const resetLink = () => latestMailTo(baseURL!, email)?.match(/\/reset-password\?token=[\w-]+/)?.[0];
  await expect.poll(resetLink).toBeDefined();
  await page.goto(resetLink()!);
  await page.getByLabel('New password').fill('Tech#2026-new');
  await page.getByLabel('Confirm the password').fill('Tech#2026-new');
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password has been changed. Sign in with the new one.');

  await signIn(page, email, 'Tech#2026-new');
  await expect(page.getByText('Welcome, Tom Okafor')).toBeVisible();
});

test('the lock screen survives a reload, shows no data, and the password goes back to the page', async ({ page }) => {
  await signIn(page, 'viewer@example.com', 'Viewer#2025');
  await page.goto('/products');
  await expect(rangeLabel(page)).toHaveText(/of \d+$/);

  await page.getByRole('button', { name: 'Lock the screen' }).click();
  await expect(page).toHaveURL(/\/lock-screen$/);
  await expect(page.getByRole('heading', { name: 'Screen locked' })).toBeVisible();
  await expect(page.getByText('Victor Viewer')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Screen locked' })).toBeVisible();
  await expect(page.getByRole('cell')).toHaveCount(0);
  await page.getByLabel('Password', { exact: true }).fill('Viewer#2025');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(rangeLabel(page)).toHaveText(/of \d+$/);

  // Locked again, a staff page opened by its address comes to the lock screen without its data.
  await page.getByRole('button', { name: 'Lock the screen' }).click();
  await expect(page.getByRole('heading', { name: 'Screen locked' })).toBeVisible();
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/lock-screen$/);
  await expect(page.getByRole('cell')).toHaveCount(0);
  await page.getByLabel('Password', { exact: true }).fill('Viewer#2025');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
