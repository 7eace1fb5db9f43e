import { expect, test, type Page } from '@playwright/test';
import { signInDealer } from './helpers';

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
  page.locator('.boot-splash').evaluate((el: HTMLElement) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color, el.innerText]);

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

/** Where the dealer header's title is drawn: the splash's while scripts are held, the app's after. */
const titleBox = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el: HTMLElement) => {
    const r = el.getBoundingClientRect();
    return { text: el.innerText, x: r.x, y: r.y, height: r.height, colour: getComputedStyle(el).color };
  });

test('a signed-in dealer sees the portal header at once, in its language and where the app draws it', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInDealer(page);
  await page.evaluate(() => localStorage.setItem('RaStoreStockyardDealer.locale', JSON.stringify('fr')));
  const release = await holdScripts(page);
  await page.goto('/dealer/form', { waitUntil: 'commit' });
  const shell = page.locator('.boot-title:visible');
  await expect(shell).toHaveText('Portail revendeurs Stockyard');
  expect(await page.locator('.boot-bar').evaluate((el) => [getComputedStyle(el).backgroundColor, el.getBoundingClientRect().height])).toEqual(['rgb(39, 39, 39)', 56]);
  const before = await titleBox(page, '.boot-title:visible');
  release();
  await expect(page.getByRole('heading', { name: 'Nouvelle commande' })).toBeVisible();
  const after = await titleBox(page, 'header a.MuiTypography-h6');
  expect(after.text).toBe(before.text);
  expect([after.x, after.y, after.height, after.colour]).toEqual([before.x, before.y, before.height, before.colour]);
  expect(errors).toEqual([]);
});

test('the sign-in page keeps the plain splash: no header before a dealer is signed in', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/dealer/login', { waitUntil: 'commit' });
  await expect(page.locator('.boot-splash')).toBeVisible();
  await expect(page.locator('.boot-bar')).toBeHidden();
  expect(await splashColours(page)).toEqual(['rgb(250, 250, 251)', 'rgba(0, 0, 0, 0.6)', 'Stockyard']);
  release();
});
