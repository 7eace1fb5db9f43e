import { expect, test, type Page } from './fixtures';
import { draftAdjustment, firstId, signIn } from './helpers';

// Issue 32 item 1: numbers are read as the person wrote them. In French and in English, 45,90,
// 1 234,50, 12.5 and 12,5 typed into a product's price and a PO line's unit cost save 45.90,
// 1234.50, 12.50 and 12.50 (Chromium's number input had saved 4590 for 45,90); whole-number
// fields (an order line, an adjustment line, a job card's part) refuse all four under the field
// and save nothing, and take a grouped 1,234 (English) or 2 345 (French).

test.describe.configure({ mode: 'serial' });

// In an order where each value differs from the one saved before it (an unchanged form has nothing to save).
const TYPED: [string, number][] = [
  ['12.5', 12.5],
  ['45,90', 45.9],
  ['12,5', 12.5],
  ['1 234,50', 1234.5],
];

const LANGUAGES = {
  en: { name: 'English', save: 'Save', whole: 'Whole numbers only', addPart: 'Add part', use: 'Use', part: 'Part', grouped: ['1,234', 1234] as [string, number], dealerPrice: 'Dealer price', unitCost: 'Unit cost', quantity: 'Quantity', adjustment: 'Quantity (+/−)' },
  fr: {
    name: 'Français',
    save: 'Enregistrer',
    whole: 'Nombres entiers uniquement',
    addPart: 'Ajouter une pièce',
    use: 'Utiliser',
    part: 'Pièce',
    // Not the English run's 1234, which the record holds by then: an unchanged form has nothing to save.
    grouped: ['2 345', 2345] as [string, number],
    dealerPrice: 'Prix revendeur',
    unitCost: 'Coût unitaire',
    quantity: 'Quantité',
    adjustment: 'Quantité (+/−)',
  },
};
type Language = (typeof LANGUAGES)[keyof typeof LANGUAGES];

/** 1234.5 as the field shows it once left: "1,234.50", "1 234,50" (a narrow no-break space). */
const shown = (locale: 'en' | 'fr', value: number) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

let page: Page;
const ids = { product: 0, purchaseOrder: 0, order: 0, adjustment: 0, jobCard: 0 };

async function api<T>(method: 'GET' | 'POST' | 'DELETE', url: string, data?: object): Promise<T> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('XSRF-TOKEN'))?.value ?? '';
  const response = await page.request.fetch(url, { method, data, headers: { 'x-xsrf-token': token } });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json().catch(() => null)) as T;
}

/** A route of the signed-in app, reached as its links do (no reload: one sign-in, one app start). */
async function goInside(path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
  // The record is read again on arrival; a form filled before that answer would be reset by it.
  await expect(page.locator('.app-loader')).toHaveCount(0);
}

/** The language menu of the app bar, as a person switches. */
async function switchLanguage(language: Language) {
  const other = Object.values(LANGUAGES).find((l) => l !== language)!;
  await page.getByRole('button', { name: other.name }).click();
  await page.getByRole('menuitem', { name: language.name }).click();
  await expect(page.getByRole('button', { name: language.name })).toBeVisible();
}

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signIn(page, 'admin@example.com', 'Admin#2025');
  const category = await firstId(page, 'categories');
  const stocked = await firstId(page, 'products', { active: true });
  ids.product = (await api<{ id: number }>('POST', '/api/products', { sku: 'E2E-NUM-1', name: 'Typed numbers', category_id: category, unit: 'pcs', dealer_price: 1, cost: 1, reorder_level: 0 })).id;
  const po = { supplier_id: await firstId(page, 'suppliers'), warehouse_id: await firstId(page, 'warehouses'), lines: [{ product_id: stocked, quantity: 1, unit_cost: 1 }] };
  ids.purchaseOrder = (await api<{ id: number }>('POST', '/api/purchase-orders', po)).id;
  ids.order = (await api<{ id: number }>('POST', '/api/orders', { dealer_id: await firstId(page, 'dealers', { status: 'active' }), lines: [{ product_id: stocked, quantity: 1 }] })).id;
  ids.adjustment = await draftAdjustment(page);
  ids.jobCard = await firstId(page, 'job-cards', { status: ['open', 'in_progress'] });
});

test.afterAll(async () => {
  // The product list's count is asserted elsewhere (staff.spec.ts); the drafts go too.
  for (const url of [`/api/products/${ids.product}`, `/api/purchase-orders/${ids.purchaseOrder}`, `/api/orders/${ids.order}`, `/api/stock-adjustments/${ids.adjustment}`]) {
    const token = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('XSRF-TOKEN'))?.value ?? '';
    await page.request.delete(url, { headers: { 'x-xsrf-token': token } });
  }
  await page.close();
});

/** Saves each text in a money field of an edit page and reads what the API stored. */
async function moneyField(language: Language, locale: 'en' | 'fr', edit: string, label: string, stored: () => Promise<unknown>) {
  let previous: number | undefined;
  for (const [text, value] of TYPED) {
    await goInside(edit);
    const field = page.getByRole('textbox', { name: label, exact: true }).first();
    // What was saved before is shown the way the locale writes it.
    if (previous !== undefined) await expect(field).toHaveValue(shown(locale, previous));
    await field.fill(text);
    await page.getByRole('button', { name: language.save }).click();
    await expect(page).toHaveURL(/\/show$/);
    expect(Number(await stored()), `${text} in ${locale}`).toBe(value);
    previous = value;
  }
}

/** Each text is refused under a whole-number field of an edit page and nothing is saved; a grouped whole number is. */
async function wholeNumberField(language: Language, edit: string, label: string, stored: () => Promise<unknown>) {
  await goInside(edit);
  const field = page.getByRole('textbox', { name: label, exact: true }).first();
  const before = await stored();
  for (const [text] of TYPED) {
    await field.fill(text);
    await page.getByRole('button', { name: language.save }).click();
    await expect(page.getByText(language.whole)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(new RegExp(`${edit}$`));
    expect(await stored(), `${text} saved nothing`).toEqual(before);
  }
  const [grouped, value] = language.grouped;
  await field.fill(grouped);
  await expect(page.getByText(language.whole)).toBeHidden();
  await page.getByRole('button', { name: language.save }).click();
  await expect(page).toHaveURL(/\/show$/);
  expect(await stored()).toBe(value);
}

for (const [locale, language] of Object.entries(LANGUAGES) as ['en' | 'fr', Language][]) {
  test(`in ${language.name}, typed numbers are saved as meant or refused under the field`, async () => {
    test.setTimeout(180_000);
    await goInside('/products');
    if (locale === 'fr') await switchLanguage(language);

    await test.step("a product's dealer price", () =>
      moneyField(language, locale, `/products/${ids.product}`, language.dealerPrice, async () => (await api<{ dealer_price: number }>('GET', `/api/products/${ids.product}`)).dealer_price));

    await test.step("a purchase order line's unit cost", () =>
      moneyField(language, locale, `/purchase-orders/${ids.purchaseOrder}`, language.unitCost, async () => (await api<{ lines: { unit_cost: number }[] }>('GET', `/api/purchase-orders/${ids.purchaseOrder}`)).lines[0].unit_cost));

    await test.step("an order line's quantity", () =>
      wholeNumberField(language, `/orders/${ids.order}`, language.quantity, async () => (await api<{ lines: { quantity: number }[] }>('GET', `/api/orders/${ids.order}`)).lines[0].quantity));

    await test.step("an adjustment line's quantity", () =>
      wholeNumberField(language, `/stock-adjustments/${ids.adjustment}`, language.adjustment, async () => (await api<{ lines: { quantity: number }[] }>('GET', `/api/stock-adjustments/${ids.adjustment}`)).lines[0].quantity));

    await test.step("a job card's part", async () => {
      const parts = async () => (await api<{ parts: { id: number; quantity: number }[] }>('GET', `/api/job-cards/${ids.jobCard}`)).parts;
      const before = await parts();
      await goInside(`/job-cards/${ids.jobCard}/show`);
      await page.getByRole('combobox', { name: language.part }).click();
      await page.getByRole('option').first().click();
      const form = page.getByRole('form', { name: language.addPart });
      const field = form.getByRole('textbox', { name: language.quantity, exact: true });
      for (const [text] of TYPED) {
        await field.fill(text);
        await form.getByRole('button', { name: language.use }).click();
        await expect(form.getByText(language.whole)).toBeVisible();
        expect(await parts(), `${text} used nothing`).toEqual(before);
      }
      await field.fill('2');
      await form.getByRole('button', { name: language.use }).click();
      await expect.poll(async () => (await parts()).length).toBe(before.length + 1);
      const known = new Set(before.map((part) => part.id));
      expect((await parts()).filter((part) => !known.has(part.id)).map((part) => Math.abs(part.quantity))).toEqual([2]);
    });
  });
}
