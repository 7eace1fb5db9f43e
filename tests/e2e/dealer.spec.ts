import { expect, test } from './fixtures';
import { signIn } from './helpers';

test('a dealer orders 3 lines, staff confirm it in the same browser, and the dealer sees it Confirmed; a failed logout still signs out', async ({ context }) => {
  const dealer = await context.newPage();
  await dealer.goto('/dealer/login');
  await dealer.getByLabel('Email').fill('dealer@example.com');
  await dealer.getByLabel('Password', { exact: false }).first().fill('Dealer#2025');
  await dealer.getByRole('button', { name: 'Sign in' }).click();
  await expect(dealer).toHaveURL(/\/dealer\/dashboard$/);

  await dealer.getByRole('link', { name: 'Order form' }).first().click();
  const adds = dealer.getByRole('button', { name: /^Add /, disabled: false });
  await expect(adds.first()).toBeVisible();
  for (let i = 0; i < 3; i++) await adds.nth(i).click();
  await expect(dealer.getByRole('button', { name: /^Remove / })).toHaveCount(3);
  await dealer.getByRole('button', { name: 'Place order' }).click();
  await expect(dealer).toHaveURL(/\/dealer\/view-order\/\d+$/);
  const viewOrder = dealer.url();
  const heading = await dealer.getByRole('heading', { name: /Order ORD-\d{6}/ }).textContent();
  const number = heading!.match(/ORD-\d{6}/)![0];

  await dealer.getByRole('link', { name: 'Orders' }).first().click();
  await expect(dealer.getByRole('row').filter({ hasText: number })).toBeVisible();

  // The same browser signs in to the staff side too: each keeps its own session.
  const staff = await context.newPage();
  await signIn(staff, 'admin@example.com', 'Admin#2025');
  await staff.goto('/orders');
  await staff.getByRole('row').filter({ hasText: number }).click();
  await expect(staff.getByText('Acme Motors').first()).toBeVisible();
  await staff.getByRole('button', { name: 'Confirm' }).click();
  await expect(staff.getByRole('button', { name: 'Start processing' })).toBeVisible();

  await dealer.goto(viewOrder);
  await expect(dealer.getByText('Confirmed').first()).toBeVisible();
  await staff.reload();
  await expect(staff.getByRole('button', { name: 'Start processing' })).toBeVisible();

  // SPEC.md §4: a failed logout still clears the stored dealer, says so and goes to the login.
  await dealer.route('**/api/dealer/logout**', (route) => route.fulfill({ status: 500, body: '{"message":"down"}', contentType: 'application/json' }));
  await dealer.getByRole('button', { name: 'Your account' }).click();
  await dealer.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(dealer.getByText('Logged out successfully')).toBeVisible();
  await expect(dealer).toHaveURL(/\/dealer\/login$/);
  expect(await dealer.evaluate(() => localStorage.getItem('dealer'))).toBeNull();
  await dealer.goto('/dealer/orders');
  await expect(dealer).toHaveURL(/\/dealer\/login$/);
  // The staff session was not touched by the dealer's.
  await staff.reload();
  await expect(staff.getByRole('button', { name: 'Start processing' })).toBeVisible();
});
