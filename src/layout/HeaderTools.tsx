import { LoadingIndicator, LocalesMenuButton, ToggleThemeButton, useTranslate } from 'react-admin';
import { Box, IconButton, Tooltip } from '@mui/material';
import PaletteIcon from '@mui/icons-material/PaletteOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import { LockButton } from '../auth/LockButton';
import { useLayoutPreference } from './preferences';
import { useShellState } from './ShellState';

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

/** The header's tools area: language, light/dark, grayscale, the theme customizer, the screen lock, loading. */
export const HeaderTools = () => (
  <>
    {/* On small screens the language button keeps only its icon. */}
    <Box sx={{ '& .MuiButton-root': { minWidth: 0, fontSize: { xs: 0, md: 'inherit' } }, '& .MuiButton-startIcon': { mx: { xs: 0, md: 1 } } }}>
      <LocalesMenuButton />
    </Box>
    {/* Below sm the customizer's Theme choice stands in for it, leaving the title room. */}
    <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
      <ToggleThemeButton />
    </Box>
    <GrayscaleToggle />
    <CustomizerToggle />
    <LockButton />
    <LoadingIndicator />
  </>
);
