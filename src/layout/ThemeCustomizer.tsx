import type { ReactNode } from 'react';
import { useSidebarState, useTheme as useRaTheme, useTranslate } from 'react-admin';
import {
  Box,
  Divider,
  Drawer,
  FormControlLabel,
  IconButton,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import {
  CONTENT_WIDTHS,
  FOOTER_TYPES,
  MENU_LAYOUTS,
  NAVBAR_TYPES,
  useLayoutPreference,
  type LayoutPreferences,
} from './preferences';
import { useDesktopLayout, useShellState } from './ShellState';
import { SKINS } from '../ui/themes';

// SPEC.md §9: the panel is 400 px wide from md up, 300 px below.
export const CUSTOMIZER_WIDTH = { xs: 300, md: 400 } as const;

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  const id = `customizer-${title.replace(/\W+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: 1.5 }}>
      <Typography id={id} variant="subtitle2" sx={{ mb: 0.5 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
};

/** A radio choice bound to one preference; the options' labels are app.layout.customizer.<option>. */
function Choice<K extends keyof LayoutPreferences>({ name, options }: { name: K; options: readonly LayoutPreferences[K][] }) {
  const translate = useTranslate();
  const [value, setValue] = useLayoutPreference(name);
  return (
    <Section title={`app.layout.customizer.${name}`}>
      <RadioGroup row name={name} aria-label={translate(`app.layout.customizer.${name}`)} value={value} onChange={(event) => setValue(event.target.value as LayoutPreferences[K])}>
        {options.map((option) => (
          <FormControlLabel key={String(option)} value={option} control={<Radio size="small" />} label={translate(`app.layout.customizer.${String(option)}`)} />
        ))}
      </RadioGroup>
    </Section>
  );
}

const Toggle = ({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) => {
  const translate = useTranslate();
  return (
    <FormControlLabel
      sx={{ display: 'flex', justifyContent: 'space-between', ml: 0 }}
      labelPlacement="start"
      control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label={translate(label)}
    />
  );
};

function PreferenceToggle({ name }: { name: 'semiDark' | 'isRTL' | 'menuHidden' | 'demoMenu' }) {
  const [value, setValue] = useLayoutPreference(name);
  return <Toggle label={`app.layout.customizer.${name}`} checked={value} onChange={setValue} />;
}

/** Light or dark is react-admin's own theme setting, so its toggle button and this panel agree. */
const ModeChoice = () => {
  const translate = useTranslate();
  const [mode, setMode] = useRaTheme();
  return (
    <Section title="app.layout.customizer.mode">
      <RadioGroup row name="mode" aria-label={translate('app.layout.customizer.mode')} value={mode ?? 'light'} onChange={(event) => setMode(event.target.value as 'light' | 'dark')}>
        {(['light', 'dark'] as const).map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio size="small" />} label={translate(`app.layout.customizer.${option}`)} />
        ))}
      </RadioGroup>
    </Section>
  );
};

/** "Menu collapsed" is the sidebar's own open state, shared with the header's toggle. */
const CollapsedToggle = () => {
  const [open, setOpen] = useSidebarState();
  return <Toggle label="app.layout.customizer.collapsed" checked={!open} onChange={(collapsed) => setOpen(!collapsed)} />;
};

/**
 * SPEC.md §2 "Theme customizer": a right-side panel; every choice applies at once and is kept in
 * react-admin's store (so it survives a reload); a click on the overlay closes it.
 */
export const ThemeCustomizer = () => {
  const translate = useTranslate();
  const { customizerOpen, setCustomizerOpen } = useShellState();
  const isXl = useDesktopLayout();
  const close = () => setCustomizerOpen(false);

  return (
    <Drawer
      anchor="right"
      open={customizerOpen}
      onClose={close}
      PaperProps={{ className: 'theme-customizer', sx: { width: CUSTOMIZER_WIDTH }, role: 'dialog', 'aria-labelledby': 'theme-customizer-title' } as object}
    >
      <Stack direction="row" sx={{ alignItems: 'flex-start', p: 2, pb: 1 }}>
        <Box sx={{ flex: 1 }}>
          <Typography id="theme-customizer-title" variant="h6" component="h2">
            {translate('app.layout.customizer.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.layout.customizer.subtitle')}
          </Typography>
        </Box>
        <IconButton aria-label={translate('ra.action.close')} onClick={close}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ px: 2, pb: 3, overflowY: 'auto' }}>
        <Choice name="skin" options={SKINS} />
        <ModeChoice />
        <Section title="app.layout.customizer.options">
          <PreferenceToggle name="semiDark" />
          <PreferenceToggle name="isRTL" />
        </Section>
        <Choice name="contentWidth" options={CONTENT_WIDTHS} />
        {isXl && <Choice name="type" options={MENU_LAYOUTS} />}
        <Section title="app.layout.customizer.menu">
          <CollapsedToggle />
          <PreferenceToggle name="menuHidden" />
          <PreferenceToggle name="demoMenu" />
        </Section>
        <Choice name="navBarType" options={NAVBAR_TYPES} />
        <Choice name="footerType" options={FOOTER_TYPES} />
      </Box>
    </Drawer>
  );
};
