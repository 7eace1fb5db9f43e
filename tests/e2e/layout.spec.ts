import { expect, test, type Page } from './fixtures';
import { signIn } from './helpers';

// SPEC.md §2 "Staff layout" and "Theme customizer", §9 sizes and defaults, checked in the DOM.

const width = (page: Page, selector: string) => page.locator(selector).first().evaluate((element) => Math.round(element.getBoundingClientRect().width));
const bodyClasses = (page: Page) => page.evaluate(() => document.body.className.split(/\s+/));

async function openCustomizer(page: Page) {
  // Below md the header's tools sit in one "⋮" menu (issue 18); with the header hidden a corner button opens the panel.
  const tools = page.getByRole('button', { name: 'Settings and tools' });
  if (await tools.isVisible()) {
    await tools.click();
    await page.getByRole('menu', { name: 'Settings and tools' }).getByRole('menuitem', { name: 'Theme customizer' }).click();
  } else {
    await page.getByRole('button', { name: 'Theme customizer' }).first().click();
  }
  const panel = page.getByRole('dialog', { name: 'Theme customizer' });
  await expect(panel).toBeVisible();
  return panel;
}

async function closeCustomizer(page: Page) {
  // SPEC.md §2: a click on the overlay closes the panel (on the side the panel is not: RTL moves it).
  const panel = (await page.locator('.theme-customizer').boundingBox())!;
  const viewport = page.viewportSize()!;
  // Midway across the uncovered part, away from the sidebar (hovering it would lay it open).
  const x = panel.x > viewport.width / 2 ? panel.x / 2 : (panel.x + panel.width + viewport.width) / 2;
  await page.locator('.MuiBackdrop-root').last().click({ position: { x, y: 300 } });
  await expect(page.getByRole('dialog', { name: 'Theme customizer' })).toBeHidden();
}

test.describe('desktop, 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('sidebar, header, breadcrumb, title, footer and grayscale', async ({ page }) => {
    await signIn(page, 'admin@example.com', 'Admin#2025');
    await expect(page).toHaveTitle('Stockyard | dashboard');

    // Collapsed by default at 72 px; hovering lays it open at 248 px without moving the page.
    const sidebar = '.app-sidebar';
    await expect.poll(() => width(page, sidebar)).toBe(72);
    const contentLeft = () => page.locator('#main-content').evaluate((element) => Math.round(element.getBoundingClientRect().left));
    const leftBefore = await contentLeft();
    await page.locator(sidebar).hover();
    await expect.poll(() => width(page, sidebar)).toBe(248);
    await expect(page.locator(sidebar).getByRole('menuitem', { name: 'Stock hub' })).toContainText('Stock hub');
    expect(await contentLeft()).toBe(leftBefore);
    await page.mouse.move(900, 500);
    await expect.poll(() => width(page, sidebar)).toBe(72);

    // The header's toggle opens it for good.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => width(page, sidebar)).toBe(248);

    // The dashboard entry hides the breadcrumb (isHide); a child page shows home › group › page
    // (its menu title, issue 18), and the section holding the page opened by itself.
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
    await page.goto('/products');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs).toContainText('Masters›Products');
    await expect(crumbs.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByRole('group', { name: 'Masters' }).getByRole('menuitem', { name: 'Products' })).toBeVisible();
    await expect(page).toHaveTitle('Stockyard | products');

    // The page slides in: a 0.5 s fade and 50 px slide on each navigation (recorded as it
    // starts, since it may be over before the test looks).
    await page.evaluate(() => {
      const played: unknown[] = [];
      (window as unknown as { played: unknown[] }).played = played;
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (this: Element, keyframes, options) {
        if (this.classList.contains('page-content')) played.push({ keyframes, options });
        return animate.call(this, keyframes, options);
      };
    });
    await page.getByRole('menuitem', { name: 'Suppliers' }).click();
    // The new page (a lazy chunk) commits, and animates, once its code has arrived.
    await expect.poll(() => page.evaluate(() => (window as unknown as { played: unknown[] }).played)).toContainEqual({
      keyframes: [
        { opacity: 0, transform: 'translateY(50px)' },
        { opacity: 1, transform: 'none' },
      ],
      options: { duration: 500, easing: 'ease-in-out' },
    });

    // A record's page names the record in the breadcrumb: "Orders › ORD-…", never the path.
    await page.goto('/orders');
    const firstOrder = page.getByRole('cell', { name: /^ORD-\d{6}$/ }).first();
    const orderNumber = (await firstOrder.textContent())!;
    await firstOrder.click();
    await expect(page).toHaveURL(/\/orders\/\d+\/show$/);
    const orderId = new URL(page.url()).pathname.split('/')[2];
    await page.goto(`/orders-view/${orderId}`);
    const orderCrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(orderCrumbs.locator('[aria-current="page"]')).toHaveText(orderNumber);
    await expect(orderCrumbs.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    // Footer above md, with the 2025 copyright; the user menu's name and its entries (issue 36: My preferences).
    await expect(page.locator('footer')).toContainText('COPYRIGHT © 2025');
    await expect(page.locator('.user-menu-name')).toHaveText('Ada Administrator');
    await expect(page.locator('.user-menu-name')).toHaveCSS('width', '85px');
    await page.getByRole('button', { name: 'Account of Ada Administrator' }).click();
    await expect(page.locator('.user-menu-panel')).toHaveCSS('width', '180px');
    await expect(page.locator('.user-menu-panel').getByRole('menuitem')).toHaveText(['Change password', 'My preferences', 'Logout']);
    await page.keyboard.press('Escape');

    // Grayscale: the palette toggle puts a class on the page root, kept after a reload.
    await page.getByRole('button', { name: 'Grayscale' }).click();
    await expect(page.locator('html')).toHaveClass(/grayscale/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/grayscale/);
    await page.getByRole('button', { name: 'Grayscale' }).click();
    await expect(page.locator('html')).not.toHaveClass(/grayscale/);
  });

  test('every customizer option applies at once and survives a reload', async ({ page }, testInfo) => {
    await signIn(page, 'admin@example.com', 'Admin#2025');
    const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
    await expect.poll(() => bodyClasses(page)).toEqual(expect.arrayContaining(['light', 'skin--default']));
    await shot('light');

    let panel = await openCustomizer(page);
    await expect(panel).toContainText('Customize & Preview in Real Time');
    await expect.poll(() => width(page, '.theme-customizer')).toBe(400);
    // SPEC.md §9 defaults.
    await expect(panel.getByRole('radio', { name: 'Full width' })).toBeChecked();
    await expect(panel.getByRole('radio', { name: 'Vertical' })).toBeChecked();
    await expect(panel.getByRole('radiogroup', { name: 'Navbar type' }).getByRole('radio', { name: 'Sticky' })).toBeChecked();
    await expect(panel.getByRole('radiogroup', { name: 'Footer type' }).getByRole('radio', { name: 'Static' })).toBeChecked();
    await expect(panel.getByRole('switch', { name: 'Menu collapsed' })).toBeChecked();

    await panel.getByRole('radio', { name: 'Bordered' }).check();
    await expect.poll(() => bodyClasses(page)).toContain('skin--bordered');
    await panel.getByRole('radio', { name: 'Dark' }).check();
    await expect.poll(() => bodyClasses(page)).toEqual(expect.arrayContaining(['dark']));
    expect(await bodyClasses(page)).not.toContain('light');
    await closeCustomizer(page);
    await shot('dark');

    panel = await openCustomizer(page);
    await panel.getByRole('radio', { name: 'Light' }).check();
    await panel.getByRole('switch', { name: 'Semi dark' }).check();
    await expect.poll(() => bodyClasses(page)).toEqual(expect.arrayContaining(['light', 'semi-dark']));
    const sidebarBackground = await page.locator('.app-sidebar').evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(sidebarBackground).not.toBe('rgb(255, 255, 255)');
    await closeCustomizer(page);
    await shot('semi-dark');

    panel = await openCustomizer(page);
    await panel.getByRole('switch', { name: 'Semi dark' }).uncheck();
    await panel.getByRole('radio', { name: 'Boxed' }).check();
    await expect.poll(() => width(page, '.page-frame')).toBeLessThanOrEqual(1280);
    await panel.getByRole('switch', { name: 'Menu collapsed' }).uncheck();
    await expect.poll(() => width(page, '.app-sidebar')).toBe(248);
    await panel.getByRole('radiogroup', { name: 'Navbar type' }).getByRole('radio', { name: 'Floating' }).check();
    await expect(page.locator('.app-header')).toHaveClass(/app-header--floating/);
    await panel.getByRole('radiogroup', { name: 'Footer type' }).getByRole('radio', { name: 'Sticky' }).check();
    await expect(page.locator('footer')).toHaveCSS('position', 'sticky');
    await panel.getByRole('switch', { name: 'RTL' }).check();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await closeCustomizer(page);
    // The whole layout flips: the sidebar sits on the right.
    const sidebarBox = await page.locator('.app-sidebar').boundingBox();
    expect(sidebarBox!.x).toBeGreaterThan(1000);
    await shot('rtl');

    // All of it is still there after a reload.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect.poll(() => bodyClasses(page)).toEqual(expect.arrayContaining(['light', 'skin--bordered']));
    await expect(page.locator('.app-header')).toHaveClass(/app-header--floating/);
    await expect(page.locator('footer')).toHaveCSS('position', 'sticky');
    await expect.poll(() => width(page, '.app-sidebar')).toBe(248);
    await expect.poll(() => width(page, '.page-frame')).toBeLessThanOrEqual(1280);

    // Horizontal menu layout: the same tree as a bar under the header, no sidebar.
    panel = await openCustomizer(page);
    await panel.getByRole('switch', { name: 'RTL' }).uncheck();
    await panel.getByRole('radio', { name: 'Horizontal' }).check();
    await closeCustomizer(page);
    await expect(page.locator('.app-sidebar')).toHaveCount(0);
    const bar = page.getByRole('navigation', { name: 'Main menu' });
    await bar.getByRole('button', { name: 'Masters' }).click();
    await page.getByRole('menuitem', { name: 'Warehouses' }).click();
    await expect(page).toHaveURL(/\/warehouse$/);
    await shot('horizontal');

    // The demo menu (off by default) adds the template's pages as a second section.
    panel = await openCustomizer(page);
    await expect(panel.getByRole('switch', { name: 'Demo menu' })).not.toBeChecked();
    await panel.getByRole('switch', { name: 'Demo menu' }).check();
    await closeCustomizer(page);
    await bar.getByRole('link', { name: 'Kanban' }).click();
    await expect(page).toHaveURL(/\/kanban$/);
    await expect(page.getByRole('region', { name: 'Done' })).toBeVisible();

    // Menu hidden, navbar static then hidden, footer hidden.
    panel = await openCustomizer(page);
    await panel.getByRole('radio', { name: 'Vertical' }).check();
    await panel.getByRole('switch', { name: 'Menu hidden' }).check();
    await expect(page.locator('.app-sidebar')).toHaveCount(0);
    await panel.getByRole('radiogroup', { name: 'Navbar type' }).getByRole('radio', { name: 'Static' }).check();
    await expect(page.locator('.app-header')).toHaveCSS('position', 'static');
    await panel.getByRole('radiogroup', { name: 'Footer type' }).getByRole('radio', { name: 'Hidden' }).check();
    await expect(page.locator('footer')).toHaveCount(0);
    await panel.getByRole('radiogroup', { name: 'Navbar type' }).getByRole('radio', { name: 'Hidden' }).check();
    await closeCustomizer(page);
    await expect(page.locator('.app-header')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Done' })).toBeVisible();
    await expect(page.locator('.app-header')).toHaveCount(0);
    await expect(page.locator('.app-sidebar')).toHaveCount(0);

    // The corner button still opens the customizer; put everything back for the other tests.
    panel = await openCustomizer(page);
    await panel.getByRole('radiogroup', { name: 'Navbar type' }).getByRole('radio', { name: 'Sticky' }).check();
    await panel.getByRole('radiogroup', { name: 'Footer type' }).getByRole('radio', { name: 'Static' }).check();
    await panel.getByRole('switch', { name: 'Menu hidden' }).uncheck();
    await panel.getByRole('switch', { name: 'Demo menu' }).uncheck();
    await panel.getByRole('radio', { name: 'Default' }).check();
    await panel.getByRole('radio', { name: 'Full width' }).check();
    await panel.getByRole('switch', { name: 'Menu collapsed' }).check();
    await expect.poll(() => width(page, '.app-sidebar')).toBe(72);
  });
});

test.describe('phone, 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the slide-in menu closes on navigation; narrow customizer; no name beside the avatar', async ({ page }) => {
    await signIn(page, 'admin@example.com', 'Admin#2025');
    // The header fits the phone: the dashboard does not scroll sideways, and the page title, the
    // page's one h1, shows whole, the tools folded into one menu (issue 18).
    await expect(page.locator('.app-header')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveCount(1);
    await expect(title).toHaveText('Dashboard');
    expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expect(page.locator('.app-header').getByRole('button', { name: 'Grayscale' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Settings and tools' })).toBeVisible();
    await expect(page.locator('.app-sidebar--mobile')).toBeHidden();
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.locator('.app-sidebar--mobile');
    await expect(drawer).toBeVisible();
    await expect.poll(() => width(page, '.app-sidebar--mobile')).toBe(248);
    await drawer.getByRole('menuitem', { name: 'Dealers' }).click();
    await expect(page).toHaveURL(/\/dealers$/);
    await expect(drawer).toBeHidden();

    // A list on a phone is one column; the page keeps the phone's width.
    await expect(page.getByRole('link', { name: /^Acme Motors/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await expect(page.locator('.user-menu-name')).toBeHidden();
    await expect(page.locator('footer')).toBeHidden();
    // Horizontal layout is offered from xl only.
    const panel = await openCustomizer(page);
    await expect.poll(() => width(page, '.theme-customizer')).toBe(300);
    await expect(panel.getByRole('radio', { name: 'Horizontal' })).toHaveCount(0);
  });
});
