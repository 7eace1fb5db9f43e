import { useId, useState } from 'react';
import { LoadingIndicator, LocalesMenuButton, ToggleThemeButton, useLocales, useLocaleState, useTheme as useRaTheme, useThemesContext, useTranslate } from 'react-admin';
import { Divider, IconButton, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import LockIcon from '@mui/icons-material/LockOutlined';
import MoreIcon from '@mui/icons-material/MoreVert';
import PaletteIcon from '@mui/icons-material/PaletteOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import { LockButton, useScreenLock } from '../auth/LockButton';
import { useLayoutPreference } from './preferences';
import { useShellState } from './ShellState';
import { languageItems } from '../ui/LanguageMenu';
import { LiveIndicator } from './LiveIndicator';
import { FloorQueueBadge } from './FloorQueueBadge';

/** SPEC.md §2: the grayscale toggle, a palette icon that puts a class on the page root. */
const GrayscaleToggle = () => {
  const translate = useTranslate();
  const [isMonochrome, setMonochrome] = useLayoutPreference('isMonochrome');
  const label = translate('app.layout.grayscale');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} aria-pressed={isMonochrome} onClick={() => setMonochrome(!isMonochrome)}>
        <PaletteIcon />
      </IconButton>
    </Tooltip>
  );
};

export const CustomizerToggle = () => {
  const translate = useTranslate();
  const { customizerOpen, setCustomizerOpen } = useShellState();
  const label = translate('app.layout.customizer.open');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} aria-expanded={customizerOpen} onClick={() => setCustomizerOpen(true)}>
        <SettingsIcon />
      </IconButton>
    </Tooltip>
  );
};

/** A menu entry that is on or off (a language, dark theme, grayscale): a check shows which. */
const CheckedItem = ({ checked, role, label, onClick }: { checked: boolean; role: 'menuitemradio' | 'menuitemcheckbox'; label: string; onClick: () => void }) => (
  <MenuItem role={role} aria-checked={checked} onClick={onClick}>
    <ListItemIcon>{checked && <CheckIcon fontSize="small" />}</ListItemIcon>
    <ListItemText>{label}</ListItemText>
  </MenuItem>
);

/**
 * Issue 18: on narrow screens the tools fold into one "⋮" menu, so the page title keeps the
 * header's room. Choices that stay on (language, dark, grayscale) keep the menu open; the two
 * that go somewhere (customizer, lock screen) close it.
 */
const ToolsMenu = ({ lock }: { lock: () => void }) => {
  const translate = useTranslate();
  const buttonId = useId();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  // The app's default theme when none is stored, as the page itself and react-admin's toggle read it (not the device's).
  const { defaultTheme } = useThemesContext();
  const [mode, setMode] = useRaTheme(defaultTheme);
  const [isMonochrome, setMonochrome] = useLayoutPreference('isMonochrome');
  const { setCustomizerOpen } = useShellState();
  const close = () => setAnchor(null);
  const label = translate('app.layout.tools');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          id={buttonId}
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={Boolean(anchor)}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreIcon />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        <ListSubheader>{translate('app.layout.language')}</ListSubheader>
        {languageItems(languages, locale, (chosen) => void setLocale(chosen))}
        <Divider />
        <CheckedItem role="menuitemcheckbox" checked={mode === 'dark'} label={translate('app.layout.dark_theme')} onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')} />
        <CheckedItem role="menuitemcheckbox" checked={isMonochrome} label={translate('app.layout.grayscale')} onClick={() => setMonochrome(!isMonochrome)} />
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            setCustomizerOpen(true);
          }}
        >
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.layout.customizer.open')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            lock();
          }}
        >
          <ListItemIcon>
            <LockIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.account.lock_button')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
};

/**
 * The header's tools area: language, light/dark, grayscale, the theme customizer, the screen
 * lock, loading. Icons from md up; below md one menu (issue 18: at 390 px the title had three letters).
 */
export const HeaderTools = () => {
  const translate = useTranslate();
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('md'), { noSsr: true });
  const lock = useScreenLock();
  return (
    <>
      <LiveIndicator />
      <FloorQueueBadge />
      {wide ? (
        <>
          <LocalesMenuButton />
          <ToggleThemeButton />
          <GrayscaleToggle />
          <CustomizerToggle />
          <LockButton lock={lock} />
        </>
      ) : (
        <ToolsMenu lock={lock} />
      )}
      {/* Its spinner is a progress bar, named as one (WCAG 4.1.2); react-admin passes the name on to it. */}
      <LoadingIndicator aria-label={translate('ra.page.loading')} />
    </>
  );
};
