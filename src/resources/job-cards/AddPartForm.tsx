import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, useDataProvider, useTranslate } from 'react-admin';
import { Alert, Autocomplete, Box, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { AppDataProvider } from '../../providers/dataProvider';
import { jobCardPartInput, type JobCard } from '../../../contract/workshop';
import { actionMessageOf } from '../shared/actionOnce';
import { useRecordAction } from '../shared/useRecordAction';
import { NumberTextField, numberOfText, textOfNumber } from '../../ui/NumberInput';

/** Using or returning a part moves stock: every stock figure may change. */
export const PART_AFFECTS = ['workorders', 'stock-levels', 'stock-movements', 'stock-hub', 'products', 'dashboard'];

/** GET /api/job-cards/:id/part-options: a stocked product on one rack. */
export interface PartOption {
  product_id: number;
  sku: string;
  name: string;
  rack_id: number;
  path: string;
  on_hand: number;
}

export const partOptionLabel = (option: PartOption) => `${option.sku} — ${option.name} — ${option.path} (${option.on_hand})`;

/** `value`, once it has stayed the same for `delay` ms: one search per pause in typing. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * Takes a part from a rack onto the card: the server writes the consumption movement at once,
 * and refuses (409) what the rack does not hold. The picker offers only stocked product/rack
 * pairs matching the SKU or name typed, with what each rack holds.
 */
export const AddPartForm = ({ card }: { card: JobCard }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [typed, setTyped] = useState('');
  const [inputValue, setInputValue] = useState('');
  const [option, setOption] = useState<PartOption | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [errors, setErrors] = useState<{ part?: string; quantity?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const use = useRecordAction<JobCard>('job-cards', { affects: PART_AFFECTS, notifyErrors: false });

  const search = useSettled(typed, 250);
  // Under the job card's key, so using a part (which invalidates it) refreshes what racks hold.
  const options = useQuery({
    queryKey: ['job-cards', 'part-options', card.id, search],
    queryFn: () =>
      dataProvider.action<PartOption[]>('job-cards', card.id, `part-options?${new URLSearchParams({ q: search })}`, undefined, 'GET'),
  });
  // Until the server has answered what was typed, offer nothing: a quick Enter must not pick
  // an option of the previous search.
  const stale = typed !== search || options.isFetching;

  const submit = () => {
    setFailure(null);
    if (!option) return setErrors({ part: 'app.job_cards.parts.choose_part' });
    const parsed = jobCardPartInput.safeParse({ product_id: option.product_id, rack_id: option.rack_id, quantity: Number(quantity), kind: 'use' });
    if (!parsed.success) return setErrors({ quantity: parsed.error.issues[0]?.message });
    setErrors({});
    use.mutate(
      { record: card, name: 'parts', body: parsed.data, success: 'app.job_cards.parts.used_notice' },
      {
        onSuccess: () => {
          setOption(null);
          setInputValue('');
          setTyped('');
          setQuantity('1');
        },
        onError: (error) => setFailure(actionMessageOf(error)),
      },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={translate('app.job_cards.parts.add')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ px: 2, pb: 2 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <Autocomplete<PartOption>
          sx={{ flex: '3 1 360px' }}
          options={stale ? (option ? [option] : []) : (options.data ?? [])}
          loading={stale}
          value={option}
          inputValue={inputValue}
          filterOptions={(list) => list}
          getOptionLabel={partOptionLabel}
          getOptionKey={(choice) => `${choice.product_id}:${choice.rack_id}`}
          isOptionEqualToValue={(a, b) => a.product_id === b.product_id && a.rack_id === b.rack_id}
          autoHighlight
          onChange={(_, chosen) => {
            setOption(chosen);
            setErrors({});
          }}
          onInputChange={(_, text, reason) => {
            setInputValue(text);
            // Choosing an option writes its label into the box; only typing is a search.
            if (reason === 'input') setTyped(text);
            else if (reason === 'clear') setTyped('');
          }}
          loadingText={translate('ra.page.loading')}
          noOptionsText={translate('app.job_cards.parts.no_options')}
          renderInput={(params) => (
            <TextField
              {...params}
              label={translate('app.job_cards.parts.part')}
              error={!!errors.part}
              helperText={errors.part ? translate(errors.part) : translate('app.job_cards.parts.part_help')}
            />
          )}
        />
        <NumberTextField
          kind="quantity"
          min={1}
          sx={{ flex: '0 0 120px' }}
          label={translate('app.job_cards.parts.quantity')}
          value={numberOfText(quantity)}
          onChange={(value) => setQuantity(textOfNumber(value))}
          error={!!errors.quantity}
          helperText={errors.quantity ? translate(errors.quantity, { _: errors.quantity }) : ' '}
        />
        <Button type="submit" label="app.job_cards.parts.use" variant="contained" disabled={use.isPending} sx={{ mt: 1 }}>
          <AddIcon />
        </Button>
      </Box>
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate(failure, { _: failure })}
        </Alert>
      )}
    </Box>
  );
};
