// SPEC.md §9: breakpoints sm 640, md 768, lg 1024, xl 1280; sidebar 72 px collapsed, 248 px expanded.
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { CheckboxOwnerState, Theme } from '@mui/material';
import { deepmerge } from '@mui/utils';

/** The customizer's skins (SPEC.md §3 "Layout preferences"). */
export const SKINS = ['default', 'bordered'] as const;
export type Skin = (typeof SKINS)[number];

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

/** A disabled field's hint says why it is disabled ("Choose a product first"): it must stay readable. */
const HELPER_TEXT: RaThemeOptions['components'] = {
  MuiFormHelperText: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) } },
};

/**
 * A checkbox's `aria-label` names its input. MUI leaves a label passed that way on the wrapper,
 * which has no role, so the input goes unnamed (axe: `label`, `aria-prohibited-attr`);
 * react-admin's DataTable row checkboxes pass theirs so. A checkbox given `slotProps` is left alone.
 */
const CHECKBOX_LABEL: RaThemeOptions['components'] = {
  MuiCheckbox: {
    defaultProps: {
      slotProps: {
        root: () => ({ 'aria-label': undefined }),
        input: ({ inputProps, 'aria-label': label }: CheckboxOwnerState) => ({ ...inputProps, 'aria-label': inputProps?.['aria-label'] ?? label }),
      },
    },
  },
};

/**
 * WCAG 2.1 AA (issue 18): every palette colour reaches 4.5:1 against its contrast text and
 * against the page and paper backgrounds and a striped row's grey (#f5f5f5, where 'info' at
 * #0277bd read 4.4:1), so filled buttons and chips, text buttons and links,
 * and the app bar (secondary in light mode; dark mode draws it on the paper) all read.
 * react-admin's own light secondary (#2196f3) gives white text 3.1:1, its dark red 3.5:1.
 */
export const LIGHT_PALETTE = {
  primary: { main: '#1565c0', contrastText: '#fff' },
  secondary: { light: '#5472d3', main: '#0d47a1', dark: '#002171', contrastText: '#fff' },
  info: { main: '#01579b', contrastText: '#fff' },
  success: { main: '#2e7d32', contrastText: '#fff' },
  warning: { main: '#a84d00', contrastText: '#fff' },
  error: { main: '#b71c1c', contrastText: '#fff' },
} as const;

const DARK_TEXT = 'rgba(0, 0, 0, 0.87)';
export const DARK_PALETTE = {
  primary: { main: '#90caf9', contrastText: DARK_TEXT },
  secondary: { main: '#ce93d8', contrastText: DARK_TEXT },
  info: { main: '#4fc3f7', contrastText: DARK_TEXT },
  success: { main: '#81c784', contrastText: DARK_TEXT },
  warning: { main: '#ffb74d', contrastText: DARK_TEXT },
  error: { main: '#ef9a9a', contrastText: DARK_TEXT },
} as const;

/** The themes of both apps; `components` adds one app's own component defaults. */
export function buildThemes(
  { skin, isRTL }: { skin: Skin; isRTL: boolean },
  components: RaThemeOptions['components'] = {},
): { light: RaThemeOptions; dark: RaThemeOptions } {
  const shared: RaThemeOptions = {
    breakpoints: BREAKPOINTS,
    direction: isRTL ? 'rtl' : 'ltr',
    sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
    components: { ...HELPER_TEXT, ...CHECKBOX_LABEL, ...(skin === 'bordered' ? BORDERED : {}), ...components },
  };
  return {
    light: deepmerge(defaultLightTheme, { ...shared, palette: LIGHT_PALETTE }),
    dark: deepmerge(defaultDarkTheme, { ...shared, palette: DARK_PALETTE }),
  };
}
