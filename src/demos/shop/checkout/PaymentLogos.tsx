import { Box } from '@mui/material';
import type { PaymentOption } from './checkoutStore';

// SPEC.md §3 "Payment logos (demo)": drawn as text badges, no external images.
const COLOURS: Record<PaymentOption, string> = {
  bkash: '#e2136e',
  fatoorah: '#2b3990',
  instamojo: '#4a2b8f',
  iyzco: '#1e64ff',
  nagad: '#f6921e',
  ngenious: '#00704a',
  payfast: '#e4302b',
  payku: '#27ae60',
  paypal: '#003087',
  paytm: '#00baf2',
  razorpay: '#072654',
  ssl: '#1b75bc',
  stripe: '#635bff',
  truck: '#6d4c41',
  vougepay: '#d81b60',
};

export const PaymentLogo = ({ name }: { name: PaymentOption }) => (
  <Box
    component="svg"
    viewBox="0 0 96 32"
    role="img"
    aria-label={`${name} logo`}
    sx={{ width: 96, height: 32, borderRadius: 1, flexShrink: 0 }}
  >
    <rect width="96" height="32" rx="4" fill={COLOURS[name]} />
    <text x="48" y="21" textAnchor="middle" fontFamily="sans-serif" fontSize="13" fontWeight="700" fill="#fff">
      {name}
    </text>
  </Box>
);
