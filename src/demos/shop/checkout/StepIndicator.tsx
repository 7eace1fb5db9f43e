import type { ComponentType } from 'react';
import { Box, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import PaymentOutlinedIcon from '@mui/icons-material/PaymentOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { CHECKOUT_STEPS } from './checkoutStore';

const ICONS: ComponentType<{ fontSize?: 'small' }>[] = [ShoppingCartOutlinedIcon, PlaceOutlinedIcon, LocalShippingOutlinedIcon, PaymentOutlinedIcon, TaskAltIcon];

/** SPEC.md §2 "Checkout step indicator": earlier steps in the success colour, the current one emphasised, later ones muted. */
export const StepIndicator = ({ step }: { step: number }) => (
  <Box component="ol" aria-label="Checkout steps" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: `repeat(${CHECKOUT_STEPS.length}, 1fr)`, gap: 1 }}>
    {CHECKOUT_STEPS.map((title, index) => {
      const Icon = ICONS[index];
      const state = index < step ? 'done' : index === step ? 'current' : 'later';
      const colour = state === 'done' ? 'success.main' : state === 'current' ? 'primary.main' : 'text.disabled';
      return (
        <Box
          component="li"
          key={title}
          aria-current={state === 'current' ? 'step' : undefined}
          aria-label={`Step ${index + 1}: ${title}${state === 'done' ? ', done' : ''}`}
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 0.5, color: colour }}
        >
          <Box
            sx={{
              width: 36,
              height: 36,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              border: 2,
              borderColor: colour,
              bgcolor: state === 'later' ? 'transparent' : colour,
              color: state === 'later' ? colour : 'common.white',
              fontWeight: 700,
              boxShadow: state === 'current' ? 4 : 0,
            }}
          >
            {state === 'done' ? <CheckIcon fontSize="small" /> : index + 1}
          </Box>
          <Icon fontSize="small" />
          <Typography variant="caption" sx={{ fontWeight: state === 'current' ? 700 : 400, display: { xs: state === 'current' ? 'block' : 'none', sm: 'block' } }}>
            {title}
          </Typography>
        </Box>
      );
    })}
  </Box>
);
