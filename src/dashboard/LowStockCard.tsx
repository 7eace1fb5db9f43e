import { LinkBase, useTranslate } from 'react-admin';
import { Box, Button, Card, CardActions, CardContent, List, ListItem, ListItemButton, ListItemText, Skeleton, Typography } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { StockDashboard } from '../../contract/stock';

/** How many low-stock products the card names; the stock hub lists them all. */
const SHOWN = 5;

const stockHubLink = (filter: object) => `/stock-hub?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;

/** DESIGN.md §6 "Stock hub": products whose available stock is at or below the reorder level. */
export const LowStockCard = ({ data }: { data: StockDashboard | undefined }) => {
  const translate = useTranslate();
  const title = translate('app.stock_hub.dashboard.low_stock_title');
  return (
    <Card component="section" aria-labelledby="low-stock-title" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box sx={{ color: 'warning.main', display: 'flex' }}>
            <WarningAmberIcon fontSize="large" />
          </Box>
          <Box>
            <Typography id="low-stock-title" component="h2" color="text.secondary">
              {title}
            </Typography>
            <Typography variant="h4" component="p" aria-label={title}>
              {data ? data.low_stock_count : <Skeleton width={60} />}
            </Typography>
          </Box>
        </Box>
        <Typography variant="caption" color="text.secondary">
          {translate('app.stock_hub.dashboard.low_stock_count')}
        </Typography>
        {data && data.low_stock.length === 0 && <Typography sx={{ mt: 2 }}>{translate('app.stock_hub.dashboard.none_low')}</Typography>}
        {data && data.low_stock.length > 0 && (
          <List dense disablePadding sx={{ mt: 1 }}>
            {data.low_stock.slice(0, SHOWN).map((product) => (
              <ListItem key={product.id} disablePadding>
                <ListItemButton component={LinkBase} to={stockHubLink({ q: product.sku })}>
                  <ListItemText
                    primary={`${product.sku} — ${product.name}`}
                    secondary={translate('app.stock_hub.dashboard.available_of', {
                      available: product.available,
                      smart_count: product.available,
                      reorder: product.reorder_level,
                    })}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      <CardActions>
        <Button component={LinkBase} to={stockHubLink({ low_stock: true })} size="small">
          {translate('app.stock_hub.dashboard.view_low_stock')}
        </Button>
      </CardActions>
    </Card>
  );
};
