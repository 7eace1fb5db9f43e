import { useId, useState } from 'react';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TranslateIcon from '@mui/icons-material/Translate';

/**
 * The languages as items of a menu, each in its own name and `lang` (a screen reader says
 * "Français" in French), the one in use checked. An array, not a fragment: MUI's Menu moves the
 * focus through its own children.
 */
export const languageItems = (languages: { locale: string; name: string }[], locale: string, choose: (locale: string) => void) =>
  languages.map((language) => (
    <MenuItem key={language.locale} role="menuitemradio" aria-checked={language.locale === locale} lang={language.locale} onClick={() => choose(language.locale)}>
      <ListItemIcon>{language.locale === locale && <CheckIcon fontSize="small" />}</ListItemIcon>
      <ListItemText>{language.name}</ListItemText>
    </MenuItem>
  ));

/**
 * Issue 32: the language choice of the sign-in pages (staff and dealer), before anyone is signed
 * in: a small button naming the language in use, opening the languages each in its own name (and
 * `lang`, so a screen reader says "Français" in French). The choice is stored like the signed-in
 * menus' and outlives signing in and out.
 */
export const LanguageMenu = () => {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const buttonId = useId();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const current = languages.find((language) => language.locale === locale)?.name ?? locale;
  return (
    <>
      <Button
        id={buttonId}
        size="small"
        color="inherit"
        startIcon={<TranslateIcon />}
        endIcon={<ExpandMoreIcon />}
        aria-label={translate('app.layout.language_current', { language: current })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', minHeight: 40 }}
      >
        <span lang={locale}>{current}</span>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {languageItems(languages, locale, (chosen) => {
          close();
          setLocale(chosen);
        })}
      </Menu>
    </>
  );
};
