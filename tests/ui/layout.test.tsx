import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ThemesContext, Title } from 'react-admin';
import { createTheme, getContrastRatio, ThemeProvider, type Theme } from '@mui/material';
import { LOCK_SCREEN_PATH } from '../../src/providers/screenLock';
import { AppHeader } from '../../src/layout/AppBar';
import { AppMenu } from '../../src/layout/AppMenu';
import { ShellStateProvider } from '../../src/layout/ShellState';
import { buildThemes } from '../../src/ui/themes';
import { AppUserMenu } from '../../src/layout/UserMenu';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { STATUS_TEXT, STATUS_TONES, StatusChip } from '../../src/ui/StatusChip';
import { createAuthProvider } from '../../src/providers/authProvider';
import { storeUser, USER_KEY } from '../../src/providers/session';
import { renderWithAdmin } from '../helpers/renderWithAdmin';

const offline = () => Promise.reject(new Error('no network in this test'));

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'matchMedia');
});

/** MUI reads breakpoints through matchMedia, which jsdom lacks: this one answers for a window `width` px wide. */
function atWidth(width: number, { prefersDark = false } = {}) {
  const matches = (query: string) => {
    if (query.includes('prefers-color-scheme: dark')) return prefersDark;
    const sides = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
    // Any other query (reduced motion) answers no.
    return sides.length > 0 && sides.every(([, side, px]) => (side === 'min' ? width >= Number(px) : width <= Number(px)));
  };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: matches(query), media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }),
  });
}

const header = (
  <ShellStateProvider>
    <AppHeader />
    <Title title="Stock adjustments" />
  </ShellStateProvider>
);

describe('the header user menu (SPEC.md §2, §8)', () => {
  it('shows the stored name without a leading title, and their password and preferences, and one Logout entry', async () => {
    window.localStorage.clear();
    storeUser(window.localStorage, { id: 7, full_name: 'Mrs. Jane Doe', email: 'jane@example.com', role: 'Tester', permissions: '' });
    renderWithAdmin(<AppUserMenu />, { authProvider: createAuthProvider({ httpClient: offline, storage: window.localStorage }) });

    const button = await screen.findByRole('button', { name: 'Account of Jane Doe' });
    // The initials are drawn by CSS, so the button's text is the name its label contains.
    expect(button).toHaveTextContent(/^Jane Doe$/);
    expect(button.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'JD');
    fireEvent.click(button);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Change password', 'My preferences', 'Logout']);
  });

  it("falls back to 'User', logging the error, when the stored user cannot be parsed", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.clear();
    window.localStorage.setItem(USER_KEY, '{not json');
    renderWithAdmin(<AppUserMenu />, { authProvider: createAuthProvider({ httpClient: offline, storage: window.localStorage }) });

    expect(await screen.findByRole('button', { name: 'Account of User' })).toHaveTextContent('User');
    expect(logged).toHaveBeenCalledWith('Cannot read the stored user', expect.any(SyntaxError));
  });
});

describe('the side menu type-ahead (SPEC.md §9)', () => {
  it('moves the focus by typed letters and forgets them after 350 ms', async () => {
    renderWithAdmin(<AppMenu />, { permissions: 'view_suppliers,view_customers,view_stock_adjustments,view_stock_hub' });
    const dashboard = await screen.findByRole('menuitem', { name: 'Dashboard' });
    dashboard.focus();
    vi.useFakeTimers();
    const type = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

    type('s');
    expect(document.activeElement).toHaveTextContent('Suppliers');
    type('t');
    expect(document.activeElement).toHaveTextContent('Stock adjustments');
    act(() => vi.advanceTimersByTime(349));
    type('o');
    type('c');
    type('k');
    type(' ');
    type('h');
    expect(document.activeElement).toHaveTextContent('Stock hub');

    // Without the reset "stock hs" would match nothing; after it, "s" starts again from here.
    act(() => vi.advanceTimersByTime(350));
    type('s');
    expect(document.activeElement).toHaveTextContent('Suppliers');
  });
});

describe('the header tools (issue 18: the title keeps its room on a phone)', () => {
  it('folds language, theme, grayscale, customizer and lock into one labelled menu below md', async () => {
    atWidth(390);
    const { location } = renderWithAdmin(header);

    expect(await screen.findByRole('heading', { level: 1, name: 'Stock adjustments' })).toBeInTheDocument();
    for (const name of ['Grayscale', 'Theme customizer', 'Lock the screen', 'Toggle light/dark mode', 'Language']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    const tools = screen.getByRole('button', { name: 'Settings and tools' });
    expect(tools).toHaveAttribute('aria-haspopup', 'menu');
    fireEvent.click(tools);
    const menu = screen.getByRole('menu', { name: 'Settings and tools' });
    expect(within(menu).getAllByRole('menuitemradio').map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['English', 'true'],
      ['Français', 'false'],
    ]);
    expect(within(menu).getAllByRole('menuitemcheckbox').map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['Dark theme', 'false'],
      ['Grayscale', 'false'],
    ]);
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Theme customizer', 'Lock the screen']);

    fireEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Dark theme' }));
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Dark theme' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Grayscale' }));
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Grayscale' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'Français' }));
    // react-admin renders the app afresh in the new language.
    fireEvent.click(await screen.findByRole('button', { name: 'Réglages et outils' }));
    fireEvent.click(within(screen.getByRole('menu', { name: 'Réglages et outils' })).getByRole('menuitem', { name: 'Personnaliser le thème' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Réglages et outils' }));
    fireEvent.click(screen.getByRole('menuitem', { name: "Verrouiller l'écran" }));
    await waitFor(() => expect(location()?.pathname).toBe(LOCK_SCREEN_PATH));
    // The i18nProvider is the app's one instance: the next test reads English again.
    await act(() => i18nProvider.changeLocale('en'));
  });

  it("says the theme the page shows on a device that prefers dark, with no theme chosen yet (the app's default is light)", async () => {
    atWidth(390, { prefersDark: true });
    const themes = buildThemes({ skin: 'default', isRTL: false });
    renderWithAdmin(<ThemesContext.Provider value={{ lightTheme: themes.light, darkTheme: themes.dark, defaultTheme: 'light' }}>{header}</ThemesContext.Provider>);
    fireEvent.click(await screen.findByRole('button', { name: 'Settings and tools' }));
    expect(within(screen.getByRole('menu', { name: 'Settings and tools' })).getByRole('menuitemcheckbox', { name: 'Dark theme' })).toHaveAttribute('aria-checked', 'false');
  });

  it('keeps them as icons from md up', async () => {
    atWidth(1440);
    renderWithAdmin(header);

    expect(await screen.findByRole('heading', { level: 1, name: 'Stock adjustments' })).toBeInTheDocument();
    for (const name of ['Grayscale', 'Theme customizer', 'Lock the screen', 'Toggle light/dark mode']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Settings and tools' })).not.toBeInTheDocument();
  });

  it("makes the page's title its one h1, and hides an empty one", async () => {
    renderWithAdmin(
      <ShellStateProvider>
        <AppHeader />
      </ShellStateProvider>,
    );
    await screen.findByRole('button', { name: /^Account of/ });
    expect(screen.queryAllByRole('heading', { level: 1 })).toHaveLength(0);
  });
});

/** Contrast of a colour over a background, an rgba colour flattened on it first. */
function contrast(foreground: string, background: string) {
  const rgba = /^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/.exec(foreground);
  if (!rgba) return getContrastRatio(foreground, background);
  const base = background.match(/[\da-f]{2}/gi)!.map((hex) => parseInt(hex, 16));
  const alpha = Number(rgba[4]);
  const mixed = [1, 2, 3].map((index, at) => Math.round(Number(rgba[index]) * alpha + base[at]! * (1 - alpha)));
  return getContrastRatio(`rgb(${mixed.join(', ')})`, background);
}

describe('colour contrast (issue 18, WCAG 2.1 AA)', () => {
  const themes = (['default', 'bordered'] as const).flatMap((skin) => {
    const { light, dark } = buildThemes({ skin, isRTL: false });
    return [
      [`light ${skin}`, createTheme(light as object)],
      [`dark ${skin}`, createTheme(dark as object)],
    ] as [string, Theme][];
  });

  it.each(themes)('gives every palette colour 4.5:1 with its text and on the page in the %s theme', (_name, theme) => {
    const { palette } = theme;
    for (const color of ['primary', 'secondary', 'info', 'success', 'warning', 'error'] as const) {
      const { main, contrastText } = palette[color];
      expect(contrast(contrastText, main), `${color} text`).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(main, palette.background.default), `${color} on the page`).toBeGreaterThanOrEqual(4.5);
      if (palette.mode === 'light') expect(getContrastRatio(main, palette.background.paper), `${color} on paper`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('draws the light app bar in a colour white text reads on (react-admin gives #2196f3, 3.1:1)', () => {
    const light = createTheme(buildThemes({ skin: 'default', isRTL: false }).light as object);
    expect(getContrastRatio('#fff', light.palette.secondary.main)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives each status tone 4.5:1 with its text in both themes', () => {
    for (const [tone, colors] of Object.entries(STATUS_TONES)) {
      expect(getContrastRatio(STATUS_TEXT.light, colors.light), `${tone} light`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(STATUS_TEXT.dark, colors.dark), `${tone} dark`).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('status chips (issue 18: told apart by more than a shade of blue)', () => {
  const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'dispatched', 'delivered', 'cancelled'];

  it.each(['light', 'dark'] as const)('gives each order status its own icon and colour in the %s theme', (mode) => {
    renderWithAdmin(
      <ThemeProvider theme={createTheme({ palette: { mode } })}>
        {ORDER_STATUSES.map((status) => (
          <StatusChip key={status} kind="order" status={status} />
        ))}
      </ThemeProvider>,
    );
    const chips = ORDER_STATUSES.map((status) => document.querySelector<HTMLElement>(`[data-status="${status}"]`)!);
    expect(chips.map((chip) => chip.textContent)).toEqual(['Pending', 'Confirmed', 'Processing', 'Dispatched', 'Delivered', 'Cancelled']);
    const icons = chips.map((chip) => chip.querySelector('svg')?.getAttribute('data-testid'));
    expect(new Set(icons).size).toBe(ORDER_STATUSES.length);
    expect(icons).not.toContain(undefined);
    const backgrounds = chips.map((chip) => getComputedStyle(chip).backgroundColor);
    expect(new Set(backgrounds).size).toBe(ORDER_STATUSES.length);
  });
});
