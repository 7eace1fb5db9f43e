import { LinkBase, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';

/** SPEC.md §2: the logo in the header and in the side menu links to /dashboard. */
export const Logo = ({ showName = true }: { showName?: boolean }) => {
  const translate = useTranslate();
  const name = translate('app.name');
  return (
    <Box
      component={LinkBase}
      to="/dashboard"
      aria-label={showName ? undefined : name}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', minWidth: 0 }}
    >
      <InventoryIcon />
      {showName && (
        <Typography variant="h6" component="span" noWrap sx={{ fontWeight: 700 }}>
          {name}
        </Typography>
      )}
    </Box>
  );
};
