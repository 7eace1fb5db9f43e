import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Button, IconButton } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { NumberTextField } from '../ui/NumberInput';

interface QuantityStepperProps {
  value: number;
  /** The most that can be taken: what the source rack holds, what remains to receive. None for a count. */
  max?: number;
  /** The least: 1 to move or receive, 0 for a count (nothing found is a count too). */
  min?: number;
  onChange: (value: number) => void;
  /** What `max` is, said under the number, and said again when the value is over it. */
  maxText?: string;
  overText?: string;
  /** The floor step's last field: it takes the focus as the step opens, and Enter completes the step. */
  autoFocus?: boolean;
  onEnter?: () => void;
  /** Held as it is: the quantity of a press whose answer was lost, which only "Try again" may send. */
  disabled?: boolean;
}

const STEP_SX = { width: 64, height: 64, border: 1, borderColor: 'divider', borderRadius: 2 } as const;

/** A number big enough to read at arm's length, with − and + a thumb can hit, and "all" in one tap. */
export const QuantityStepper = ({ value, max, min = 1, onChange, maxText = 'app.scan.move.on_hand_here', overText = 'app.scan.move.only_on_hand', autoFocus, onEnter, disabled = false }: QuantityStepperProps) => {
  const translate = useTranslate();
  const helpId = useId();
  const over = max !== undefined && value > max;
  const most = max ?? Number.MAX_SAFE_INTEGER;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <IconButton aria-label={translate('app.scan.move.one_less')} disabled={disabled || value <= min} onClick={() => onChange(Number.isNaN(value) ? min : Math.min(value - 1, most))} sx={STEP_SX}>
          <RemoveIcon fontSize="large" />
        </IconButton>
        <NumberTextField
          kind="quantity"
          min={min}
          max={max}
          label={translate('app.scan.move.quantity')}
          value={value}
          onChange={(typed) => onChange(typed ?? Number.NaN)}
          autoFocus={autoFocus}
          disabled={disabled}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || !onEnter) return;
            event.preventDefault();
            onEnter();
          }}
          error={over || value < min || Number.isNaN(value)}
          sx={{ flex: 1 }}
          slotProps={{
            htmlInput: { 'aria-describedby': max === undefined ? undefined : helpId, style: { textAlign: 'center', fontSize: 28, paddingBlock: 12 } },
          }}
        />
        <IconButton aria-label={translate('app.scan.move.one_more')} disabled={disabled || value >= most} onClick={() => onChange(Number.isNaN(value) ? min + 1 : value + 1)} sx={STEP_SX}>
          <AddIcon fontSize="large" />
        </IconButton>
      </Box>
      {max !== undefined && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1, gap: 1 }}>
          <Box id={helpId} sx={{ color: over ? 'error.main' : 'text.secondary' }}>
            {translate(over ? overText : maxText, { count: max })}
          </Box>
          <Button onClick={() => onChange(max)} disabled={disabled || value === max} sx={{ minHeight: 48 }}>
            {translate('app.scan.move.all', { count: max })}
          </Button>
        </Box>
      )}
    </Box>
  );
};
