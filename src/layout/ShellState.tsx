import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';

/** The layout's passing states (SPEC.md §4: the mobile menu and the theme panel open or closed). */
interface ShellState {
  mobileMenuOpen: boolean;
  setMobileMenuOpen: (open: boolean) => void;
  customizerOpen: boolean;
  setCustomizerOpen: (open: boolean) => void;
}

const ShellStateContext = createContext<ShellState>({
  mobileMenuOpen: false,
  setMobileMenuOpen: () => undefined,
  customizerOpen: false,
  setCustomizerOpen: () => undefined,
});

export const useShellState = () => useContext(ShellStateContext);

export const ShellStateProvider = ({ children }: { children: ReactNode }) => {
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  const [customizerOpen, setCustomizerOpen] = useState(false);
  const value = useMemo(() => ({ mobileMenuOpen, setMobileMenuOpen, customizerOpen, setCustomizerOpen }), [mobileMenuOpen, customizerOpen]);
  return <ShellStateContext.Provider value={value}>{children}</ShellStateContext.Provider>;
};

/**
 * Whether the side menu shows its labels: always in the mobile drawer, and on the desktop
 * when expanded or hovered. Menus rendered on their own (tests, the horizontal bar) show them.
 */
export const MenuExpandedContext = createContext(true);
export const useMenuExpanded = () => useContext(MenuExpandedContext);

/** SPEC.md §2: the desktop layout (vertical sidebar, horizontal menu) starts at the xl breakpoint; below it the menu is a drawer. */
export const useDesktopLayout = () => useMediaQuery<Theme>((theme) => theme.breakpoints.up('xl'), { noSsr: true });
