import { expect, test, type Page } from './fixtures';
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

/** Every text an h1 of the page showed from its first paint on, in order. */
async function watchHeadings(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { headingsSeen: string[] }).headingsSeen = []);
    const note = () => {
      for (const heading of document.querySelectorAll('h1, .boot-title')) {
        const text = (heading as HTMLElement).innerText?.trim();
        if (text && seen.at(-1) !== text && getComputedStyle(heading).display !== 'none') seen.push(text);
      }
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { headingsSeen: string[] }).headingsSeen);
}

// Issue 32: "both apps open in English for a French browser". A first visit follows the browser's
// languages; what the page paints before its scripts and what the app draws are in that language,
// with no English between.
test.describe('a French browser’s first visit', () => {
  test.use({ locale: 'fr-FR' });

  test('the staff sign-in page is in French from its first words, and offers English', async ({ page }) => {
    const headings = await watchHeadings(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Connexion à Stockyard' })).toBeVisible();
    expect(await headings()).toEqual(['Connexion à Stockyard']);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');

    await page.getByRole('button', { name: 'Langue : Français' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to Stockyard' })).toBeVisible();
    // Kept: the next visit opens in English, whatever the browser prefers.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in to Stockyard' })).toBeVisible();
  });

  test('a dealer signs in in French and sees the portal’s header in French from before its scripts', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dealer/login');
    await expect(page.getByRole('heading', { name: 'Connexion au portail revendeur' })).toBeVisible();
    await page.getByLabel('E-mail').fill('dealer@example.com');
    await page.getByLabel('Mot de passe', { exact: false }).first().fill('Dealer#2025');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/dealer\/dashboard$/);
    // Nothing was stored: the portal follows the browser.
    expect(await page.evaluate(() => localStorage.getItem('RaStoreStockyardDealer.locale'))).toBeNull();

    const headings = await watchHeadings(page);
    const release = await holdScripts(page);
    await page.goto('/dealer/form', { waitUntil: 'commit' });
    await expect(page.locator('.boot-title:visible')).toHaveText('Portail revendeurs Stockyard');
    release();
    await expect(page.getByRole('heading', { name: 'Nouvelle commande' })).toBeVisible();
    expect((await headings()).filter((text) => /Stockyard dealer portal|New order/.test(text))).toEqual([]);
    expect(await page.locator('header a.MuiTypography-h6').innerText()).toBe('Portail revendeurs Stockyard');
    expect(errors).toEqual([]);
  });
});
