import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

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
