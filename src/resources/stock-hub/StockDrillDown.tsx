import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { Box, Tab, Tabs } from '@mui/material';
import type { StockHubRow } from '../../../contract/stock';
import { MovementHistory } from './MovementHistory';
import { StockLocations } from './StockLocations';

/** The expanded row of a product: where its stock lies, and its movement history. */
export const StockDrillDown = () => {
  const record = useRecordContext<StockHubRow>();
  const translate = useTranslate();
  const [tab, setTab] = useState<'locations' | 'movements'>('locations');
  if (!record) return null;
  const id = (name: string) => `stock-hub-${record.id}-${name}`;
  return (
    <Box sx={{ py: 1 }}>
      <Tabs value={tab} onChange={(_event, value) => setTab(value)} aria-label={translate('app.stock_hub.drill_down_label', { name: record.name })}>
        <Tab value="locations" label={translate('app.stock_hub.tabs.locations')} id={id('locations-tab')} aria-controls={id('locations')} />
        <Tab value="movements" label={translate('app.stock_hub.tabs.movements')} id={id('movements-tab')} aria-controls={id('movements')} />
      </Tabs>
      <Box role="tabpanel" id={id(tab)} aria-labelledby={id(`${tab}-tab`)} sx={{ pt: 1 }}>
        {tab === 'locations' ? <StockLocations productId={record.id} /> : <MovementHistory filter={{ product_id: record.id }} />}
      </Box>
    </Box>
  );
};
