import { expect, test, type Page } from '@playwright/test';

// Issue 21: each page (index.html, dealer.html) paints a splash before any script, in the theme
// its app will open in (the staff app's stored choice, the device's for the dealer portal); the
// page's one inline script is allowed by its hash in the page's Content-Security-Policy.

/** Holds the app's scripts until `release` is called, so the splash alone is on screen. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

function watchForErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const splashColours = (page: Page) =>
  page.locator('.boot-splash').evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color, el.textContent]);

test('a staff user who chose dark sees a dark splash, then the app; no policy is broken', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('RaStoreStockyard.theme', JSON.stringify('dark')));
  const release = await holdScripts(page);
  await page.goto('/products', { waitUntil: 'commit' });
  await expect(page.locator('.boot-splash')).toBeVisible();
  expect(await splashColours(page)).toEqual(['rgb(49, 49, 49)', 'rgba(255, 255, 255, 0.7)', 'Stockyard']);
  release();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.locator('.boot-splash')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the staff app opens light by default, whatever the device prefers', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const release = await holdScripts(page);
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await expect(page.locator('.boot-splash')).toBeVisible();
  expect(await splashColours(page)).toEqual(['rgb(250, 250, 251)', 'rgba(0, 0, 0, 0.6)', 'Stockyard']);
  release();
});

test('the dealer portal follows the device: dark on a dark phone', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  const release = await holdScripts(page);
  await page.goto('/dealer/dashboard', { waitUntil: 'commit' });
  await expect(page.locator('.boot-splash')).toBeVisible();
  expect(await splashColours(page)).toEqual(['rgb(49, 49, 49)', 'rgba(255, 255, 255, 0.7)', 'Stockyard']);
  release();
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(errors).toEqual([]);
});
