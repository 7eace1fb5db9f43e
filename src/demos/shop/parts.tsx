import { Box, IconButton, Rating, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { canDecrease, canIncrease, formatPrice } from './cartStore';

const HUES = [210, 150, 30, 280, 350, 190, 60, 100];

/** The product picture: the catalogue has no images, so a gradient with the name's initials stands in. */
export const ProductImage = ({ id, name, size = 64 }: { id: number; name: string; size?: number | string }) => {
  const hue = HUES[id % HUES.length];
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return (
    <Box
      role="img"
      aria-label={name}
      sx={{
        width: size,
        height: size,
        aspectRatio: typeof size === 'number' ? '1' : '4 / 3',
        flexShrink: 0,
        borderRadius: 1,
        display: 'grid',
        placeItems: 'center',
        color: '#fff',
        fontWeight: 700,
        fontSize: typeof size === 'number' ? size / 3 : 32,
        background: `linear-gradient(135deg, hsl(${hue} 70% 55%), hsl(${(hue + 40) % 360} 70% 40%))`,
      }}
    >
      {initials}
    </Box>
  );
};

export const PriceTag = ({ price, oldPrice, percent }: { price: number; oldPrice?: number | null; percent?: number | null }) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
    <Typography component="span" sx={{ fontWeight: 700 }}>
      {formatPrice(price)}
    </Typography>
    {oldPrice != null && (
      <Typography component="del" variant="body2" color="text.secondary">
        {formatPrice(oldPrice)}
      </Typography>
    )}
    {percent != null && (
      <Typography component="span" variant="body2" color="error.main">
        {percent}% off
      </Typography>
    )}
  </Stack>
);

export const ProductRating = ({ value }: { value: number }) => <Rating value={value} readOnly size="small" aria-label={`Rated ${value} out of 5`} />;

interface QuantityStepperProps {
  /** The quantity in the cart; undefined when the item is not in it. */
  quantity: number | undefined;
  name: string;
  onChange: (quantity: number) => void;
  /** What shows between the buttons when the item is not in the cart yet. */
  placeholder?: number;
}

/** SPEC.md §2 "Product quantity stepper", with the disabling rules of §5. */
export const QuantityStepper = ({ quantity, name, onChange, placeholder = 0 }: QuantityStepperProps) => (
  <Stack direction="row" sx={{ alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1, width: 'fit-content' }}>
    <IconButton size="small" aria-label={`Decrease quantity of ${name}`} disabled={!canDecrease(quantity)} onClick={() => onChange((quantity ?? 0) - 1)}>
      <RemoveIcon fontSize="small" />
    </IconButton>
    <Typography component="output" aria-label={`Quantity of ${name}`} sx={{ minWidth: 28, textAlign: 'center' }}>
      {quantity ?? placeholder}
    </Typography>
    <IconButton size="small" aria-label={`Increase quantity of ${name}`} disabled={!canIncrease(quantity)} onClick={() => onChange((quantity ?? 0) + 1)}>
      <AddIcon fontSize="small" />
    </IconButton>
  </Stack>
);
