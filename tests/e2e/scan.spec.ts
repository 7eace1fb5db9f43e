import { chromium, expect, test, type Page } from '@playwright/test';
import { chromiumPath } from '../../scripts/chromium';
import { labelVideo } from './fakeCamera';
import { firstId, signIn } from './helpers';

// Issue 20 item 5: a printed label in front of a phone's camera (Chromium's fake capture device
// playing a video of the label PDF the server made), and a handheld scanner typing a code.

async function rackPathOf(page: Page, id: number): Promise<string> {
  const response = await page.request.get(`/api/racks/${id}`);
  return ((await response.json()) as { path: string }).path;
}

test('a rack label printed by the server is read by the phone camera on /scan, with nothing fetched from elsewhere', async ({ page, baseURL }, testInfo) => {
  await signIn(page, 'admin@example.com', 'Admin#2025');
  const rack = await firstId(page, 'racks');
  const label = await page.request.get(`/api/labels/racks.pdf?ids=${rack}&layout=roll-62x29`);
  expect(label.headers()['content-type']).toBe('application/pdf');
  const video = testInfo.outputPath('rack-label.y4m');
  labelVideo(Buffer.from(await label.body()), video);

  const browser = await chromium.launch({
    executablePath: await chromiumPath(),
    args: ['--no-sandbox', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, permissions: ['camera'] });
    const phone = await context.newPage();
    const elsewhere: string[] = [];
    phone.on('request', (request) => {
      if (!request.url().startsWith(baseURL!)) elsewhere.push(request.url());
    });
    await signIn(phone, 'admin@example.com', 'Admin#2025');
    await phone.goto('/scan');
    // The code read from the camera names the rack; its contents follow.
    await expect(phone.getByText(await rackPathOf(page, rack), { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(phone.getByText('On this rack')).toBeVisible();
    expect(elsewhere).toEqual([]);
  } finally {
    await browser.close();
  }
});

test('a handheld scanner typing a SKU and Enter on the product list opens that product', async ({ page }) => {
  await signIn(page, 'admin@example.com', 'Admin#2025');
  const id = await firstId(page, 'products');
  const product = (await (await page.request.get(`/api/products/${id}`)).json()) as { sku: string };
  await page.goto('/products');
  await expect(page.getByRole('columnheader', { name: 'SKU' })).toBeVisible();
  // The focus on no field, as when a storekeeper just looks at the list.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.type(product.sku, { delay: 5 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/products/${id}/show$`));
});
