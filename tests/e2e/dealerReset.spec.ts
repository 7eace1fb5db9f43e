import { latestMailTo } from './servers';
import { expect, test, type Page } from './fixtures';
import { settled } from './helpers';

// Issue 32, DESIGN.md §5 "Auth (dealers)": a dealer who forgot the portal password asks for a
// link from the sign-in page, on a phone held upright, in English and in French, and signs in
// with the password chosen from the mailed link.
test.use({ viewport: { width: 390, height: 844 } });

const EMAIL = 'dealer2@example.com';


/** Nothing wider than the phone's screen, and each action within it. */
async function fitsThePhone(page: Page) {
  const problems = await page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) found.push(`page is ${document.documentElement.scrollWidth}px wide`);
    for (const action of document.querySelectorAll('button, a, input')) {
      const rect = action.getBoundingClientRect();
      if (rect.width > 0 && (rect.left < -1 || rect.right > width + 1)) found.push(`"${(action.textContent ?? action.getAttribute('name') ?? '').trim()}" outside the screen`);
    }
    return found;
  });
  expect(problems).toEqual([]);
}

const WORDS = {
  en: { forgot: 'Forgot password?', email: 'Email', send: 'Send the link', newPassword: 'New password', confirm: 'Confirm the password', save: 'Save the new password', done: 'Your password has been changed. Sign in with the new one.', password: 'Password', signIn: 'Sign in' },
  fr: { forgot: 'Mot de passe oublié ?', email: 'E-mail', send: 'Envoyer le lien', newPassword: 'Nouveau mot de passe', confirm: 'Confirmer le mot de passe', save: 'Enregistrer le nouveau mot de passe', done: 'Votre mot de passe a été modifié. Connectez-vous avec le nouveau.', password: 'Mot de passe', signIn: 'Se connecter' },
};

for (const [language, words] of Object.entries(WORDS)) {
  test(`a dealer resets the portal password by mail on a phone (${language})`, async ({ page, baseURL }) => {
    // The portal's own language choice, kept in the browser (src/dealer/DealerApp.tsx).
    await page.addInitScript((locale) => {
      window.localStorage.setItem('RaStoreStockyardDealer.version', '1');
      window.localStorage.setItem('RaStoreStockyardDealer.locale', JSON.stringify(locale));
    }, language);
    const before = latestMailTo(baseURL!, EMAIL);
    await page.goto('/dealer/login');
    await page.getByRole('link', { name: words.forgot }).click();
    await expect(page).toHaveURL(/\/dealer\/forgot-password$/);
    await settled(page);
    await fitsThePhone(page);

    await page.getByLabel(words.email).fill(EMAIL);
    await page.getByRole('button', { name: words.send }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await fitsThePhone(page);

    const link = () => {
      const mail = latestMailTo(baseURL!, EMAIL);
      return mail !== before ? mail?.match(/\/dealer\/reset-password\?token=[\w-]+/)?.[0] : undefined;
    };
    await expect.poll(link).toBeDefined();
    await page.goto(link()!);
    await settled(page);
    await fitsThePhone(page);
    const password = `Birch#${language}-2026`;
    await page.getByLabel(words.newPassword).fill(password);
    await page.getByLabel(words.confirm).fill(password);
    await page.getByRole('button', { name: words.save }).click();
    await expect(page.getByRole('status')).toHaveText(words.done);

    await page.goto('/dealer/login');
    await page.getByLabel(words.email).fill(EMAIL);
    await page.getByRole('textbox', { name: words.password, exact: true }).fill(password);
    await page.getByRole('button', { name: words.signIn }).click();
    await expect(page).toHaveURL(/\/dealer\/dashboard$/);
  });
}
