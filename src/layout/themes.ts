// SPEC.md §9: breakpoints sm 640, md 768, lg 1024, xl 1280; sidebar 72 px collapsed, 248 px expanded.
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { Theme } from '@mui/material';
import { deepmerge } from '@mui/utils';
import type { LayoutPreferences } from './preferences';

export const SIDEBAR_WIDTH = 248;
export const SIDEBAR_CLOSED_WIDTH = 72;
export const HEADER_HEIGHT = 48;

const BREAKPOINTS = { values: { xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280 } };

/** Bordered skin: cards and panels drawn with a line instead of a shadow. */
const BORDERED: RaThemeOptions['components'] = {
  MuiCard: { defaultProps: { variant: 'outlined' } },
  MuiPaper: {
    styleOverrides: {
      elevation1: ({ theme }: { theme: Theme }) => ({ boxShadow: 'none', border: `1px solid ${theme.palette.divider}` }),
      elevation2: ({ theme }: { theme: Theme }) => ({ boxShadow: 'none', border: `1px solid ${theme.palette.divider}` }),
    },
  },
};

export function buildThemes({ skin, isRTL }: Pick<LayoutPreferences, 'skin' | 'isRTL'>): { light: RaThemeOptions; dark: RaThemeOptions } {
  const shared: RaThemeOptions = {
    breakpoints: BREAKPOINTS,
    direction: isRTL ? 'rtl' : 'ltr',
    sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
    components: skin === 'bordered' ? BORDERED : {},
  };
  return { light: deepmerge(defaultLightTheme, shared), dark: deepmerge(defaultDarkTheme, shared) };
}
