import { useState } from 'react';
import { Box, Button, Card, CardActions, CardContent, Chip, List, ListItem, ListItemIcon, ListItemText, Switch, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { DemoPage } from '../PageParts';

const PLANS = [
  { name: 'Starter', monthly: 0, features: ['1 warehouse', '100 products', 'Email support'] },
  { name: 'Business', monthly: 49, features: ['5 warehouses', '10,000 products', 'Dealer portal', 'Priority support'], popular: true },
  { name: 'Enterprise', monthly: 199, features: ['Unlimited warehouses', 'Unlimited products', 'Workshop module', 'Dedicated manager'] },
];

// Paying yearly gives two months free.
const yearlyPrice = (monthly: number) => monthly * 10;

const PricingPage = () => {
  const [yearly, setYearly] = useState(false);
  return (
    <DemoPage title="Pricing">
      <Box sx={{ textAlign: 'center' }}>
        <Typography variant="h4" component="h2">Plans for every stockyard</Typography>
        <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, mt: 1 }}>
          <Typography>Monthly</Typography>
          <Switch checked={yearly} onChange={(event) => setYearly(event.target.checked)} slotProps={{ input: { 'aria-label': 'Bill yearly' } }} />
          <Typography>Yearly</Typography>
          <Chip size="small" color="success" label="2 months free" />
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {PLANS.map((plan) => (
          <Card key={plan.name} component="section" aria-label={`${plan.name} plan`} variant={plan.popular ? 'elevation' : 'outlined'} sx={plan.popular ? { border: 2, borderColor: 'primary.main' } : undefined}>
            <CardContent>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography variant="h6" component="h3">{plan.name}</Typography>
                {plan.popular && <Chip size="small" color="primary" label="Popular" />}
              </Box>
              <Typography variant="h3" component="p" sx={{ my: 2 }}>
                ${yearly ? yearlyPrice(plan.monthly) : plan.monthly}
                <Typography component="span" color="text.secondary">{yearly ? ' / year' : ' / month'}</Typography>
              </Typography>
              <List dense>
                {plan.features.map((feature) => (
                  <ListItem key={feature} disableGutters>
                    <ListItemIcon sx={{ minWidth: 32 }}><CheckIcon color="success" fontSize="small" /></ListItemIcon>
                    <ListItemText primary={feature} />
                  </ListItem>
                ))}
              </List>
            </CardContent>
            <CardActions sx={{ p: 2 }}>
              <Button fullWidth variant={plan.popular ? 'contained' : 'outlined'}>{plan.monthly === 0 ? 'Start free' : `Choose ${plan.name}`}</Button>
            </CardActions>
          </Card>
        ))}
      </Box>
    </DemoPage>
  );
};

export default PricingPage;
