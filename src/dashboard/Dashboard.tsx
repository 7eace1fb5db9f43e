import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { Box, Card, CardContent, Typography } from '@mui/material';
import CategoryIcon from '@mui/icons-material/Category';
import InventoryIcon from '@mui/icons-material/Inventory';
import { BusinessWidgets } from './BusinessWidgets';
import { CountCard } from './CountCard';
import { StockWidgets } from './StockWidgets';

const Welcome = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Card>
      <CardContent>
        <Typography variant="h5" component="h2">
          {translate('app.dashboard.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
        <Typography color="text.secondary">{translate('app.dashboard.subtitle')}</Typography>
      </CardContent>
    </Card>
  );
};

/** The dashboard needs no permission (SPEC.md §6); each card asks for its own. */
export const Dashboard = () => (
  <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
    <Title title="app.dashboard.title" />
    <Welcome />
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <CountCard resource="products" icon={<InventoryIcon fontSize="large" />} />
      <CountCard resource="category" icon={<CategoryIcon fontSize="large" />} />
    </Box>
    <StockWidgets />
    <BusinessWidgets />
  </Box>
);
