import { useEffect, useMemo, type ReactNode } from 'react';
import { useStore, type RaThemeOptions } from 'react-admin';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { GlobalStyles } from '@mui/material';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { DEFERRED_LISTS } from './DeferredRows';
import { THEME_KEY, useLayoutPreference } from './preferences';
import { STAFF_FORMS } from './staffForms';
import { buildThemes } from '../ui/themes';

// One Emotion cache per direction; the RTL one flips every left/right rule (SPEC.md §4 "direction").
const ltrCache = createCache({ key: 'css' });
const rtlCache = createCache({ key: 'rtl', stylisPlugins: [prefixer, rtlPlugin] });

function toggleClass(element: HTMLElement, on: string, off?: string) {
  element.classList.add(on);
  if (off) element.classList.remove(off);
}

/**
 * SPEC.md §4: dark mode puts a light or dark class on the body, the skin a class on the body,
 * the direction sets `dir`, grayscale a class on the page root (html).
 */
const DocumentClasses = () => {
  const [mode] = useStore<'light' | 'dark'>(THEME_KEY, 'light');
  const [skin] = useLayoutPreference('skin');
  const [isRTL] = useLayoutPreference('isRTL');
  const [semiDark] = useLayoutPreference('semiDark');
  const [isMonochrome] = useLayoutPreference('isMonochrome');

  useEffect(() => {
    const { body, documentElement: root } = document;
    toggleClass(body, mode, mode === 'dark' ? 'light' : 'dark');
    toggleClass(body, `skin--${skin}`, skin === 'bordered' ? 'skin--default' : 'skin--bordered');
    body.classList.toggle('semi-dark', semiDark);
    root.classList.toggle('grayscale', isMonochrome);
    root.dir = isRTL ? 'rtl' : 'ltr';
    return () => {
      body.classList.remove(mode, `skin--${skin}`, 'semi-dark');
      root.classList.remove('grayscale');
      root.removeAttribute('dir');
    };
  }, [mode, skin, isRTL, semiDark, isMonochrome]);
  return null;
};

const globalStyles = <GlobalStyles styles={{ 'html.grayscale': { filter: 'grayscale(100%)' } }} />;

/** The staff app's look, from the customizer's choices: themes for <Admin>, direction, page classes. */
export const Appearance = ({ children }: { children: (themes: { light: RaThemeOptions; dark: RaThemeOptions }) => ReactNode }) => {
  const [skin] = useLayoutPreference('skin');
  const [isRTL] = useLayoutPreference('isRTL');
  const themes = useMemo(() => buildThemes({ skin, isRTL }, { ...DEFERRED_LISTS, ...STAFF_FORMS }), [skin, isRTL]);
  return (
    <CacheProvider value={isRTL ? rtlCache : ltrCache}>
      <DocumentClasses />
      {globalStyles}
      {children(themes)}
    </CacheProvider>
  );
};
