// SPEC.md §3 "Layout preferences" and §9 defaults: the theme customizer's choices, kept in
// react-admin's store so they apply at once and survive a reload.
import { localStorageStore, useStore, type Store } from 'react-admin';
import { STAFF_STORE_NAME } from '../providers/locales';
import type { Skin } from '../ui/themes';

export const CONTENT_WIDTHS = ['full', 'boxed'] as const;
export const MENU_LAYOUTS = ['vertical', 'horizontal'] as const;
export const NAVBAR_TYPES = ['sticky', 'static', 'floating', 'hidden'] as const;
export const FOOTER_TYPES = ['sticky', 'static', 'hidden'] as const;

export interface LayoutPreferences {
  skin: Skin;
  semiDark: boolean;
  isRTL: boolean;
  contentWidth: (typeof CONTENT_WIDTHS)[number];
  type: (typeof MENU_LAYOUTS)[number];
  menuHidden: boolean;
  isMonochrome: boolean;
  navBarType: (typeof NAVBAR_TYPES)[number];
  footerType: (typeof FOOTER_TYPES)[number];
  /** The template's demo pages as a second menu section (SPEC.md §2), off by default. */
  demoMenu: boolean;
}

export const LAYOUT_DEFAULTS: LayoutPreferences = {
  skin: 'default',
  semiDark: false,
  isRTL: false,
  contentWidth: 'full',
  type: 'vertical',
  menuHidden: false,
  isMonochrome: false,
  navBarType: 'sticky',
  footerType: 'static',
  demoMenu: false,
};

/** react-admin's own keys: light/dark (`useTheme`) and the sidebar (`useSidebarState`, open = not collapsed). */
export const THEME_KEY = 'theme';
export const SIDEBAR_OPEN_KEY = 'sidebar.open';
/** react-admin's key for the language someone chose (`useLocaleState`). */
export const LOCALE_KEY = 'locale';

const preferenceKey = (name: keyof LayoutPreferences) => `layout.${name}`;

export function useLayoutPreference<K extends keyof LayoutPreferences>(name: K) {
  return useStore<LayoutPreferences[K]>(preferenceKey(name), LAYOUT_DEFAULTS[name]) as [
    LayoutPreferences[K],
    (value: LayoutPreferences[K]) => void,
  ];
}

/**
 * The app's store. Two things differ from react-admin's localStorageStore:
 * - the sidebar starts collapsed (SPEC.md §9), where react-admin defaults it open;
 * - resetting it (done at sign-out, so no list filter outlives the session) keeps the
 *   layout preferences and the language, which belong to the browser, not to the session (a
 *   language picked on the sign-in page must outlive the reset that page makes).
 */
export function createAppStore(base: Store = localStorageStore('1', STAFF_STORE_NAME)): Store {
  const isPreference = (key: string) => key.startsWith('layout.') || key === THEME_KEY || key === SIDEBAR_OPEN_KEY || key === LOCALE_KEY;
  return {
    ...base,
    getItem<T>(key: string, defaultValue?: T): T | undefined {
      return base.getItem(key, key === SIDEBAR_OPEN_KEY ? (false as T) : defaultValue);
    },
    // Only this store's own keys go: react-admin's reset removes every key starting with its
    // prefix, "RaStoreStockyard", which the dealer portal's store ("RaStoreStockyardDealer")
    // starts with too, so signing in here wiped the portal's language.
    reset() {
      if (!base.listItems) return base.reset();
      for (const key of Object.keys(base.listItems())) if (!isPreference(key)) base.removeItem(key);
    },
  };
}
