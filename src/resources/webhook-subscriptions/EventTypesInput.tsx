import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { Box, Checkbox, FormControl, FormControlLabel, FormHelperText, FormLabel, Typography } from '@mui/material';
import { EVENT_GROUPS, useEventTypeLabel } from './eventTypes';

/** The event types a webhook is sent, ticked by subject (Orders, Products…), each group with its "all". */
export const EventTypesInput = () => {
  const translate = useTranslate();
  const labelOf = useEventTypeLabel();
  const { field, fieldState } = useInput<string[]>({ source: 'events' });
  const chosen = new Set<string>(field.value ?? []);
  const set = (types: readonly string[], on: boolean) => {
    const next = new Set(chosen);
    for (const type of types) if (on) next.add(type);
    else next.delete(type);
    field.onChange(EVENT_GROUPS.flatMap((group) => group.types).filter((type) => next.has(type)));
  };
  const error = fieldState.error?.message;
  return (
    <FormControl component="fieldset" error={!!error} sx={{ my: 1, width: '100%' }}>
      <FormLabel component="legend">{translate('resources.webhook-subscriptions.fields.events')}</FormLabel>
      <FormHelperText sx={{ mx: 0, mb: 1 }}>{translate('app.webhooks.events_help')}</FormHelperText>
      {error && (
        <FormHelperText sx={{ mx: 0 }}>
          <InputHelperText error={error} />
        </FormHelperText>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}>
        {EVENT_GROUPS.map(({ subject, types }) => {
          const subjectLabel = translate(`app.webhooks.subjects.${subject}`, { _: subject });
          const held = types.filter((type) => chosen.has(type)).length;
          return (
            <Box key={subject} role="group" aria-label={subjectLabel} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 0.5, minWidth: 0 }}>
              <FormControlLabel
                label={<Typography sx={{ fontWeight: 600 }}>{subjectLabel}</Typography>}
                control={
                  <Checkbox
                    size="small"
                    checked={held === types.length}
                    indeterminate={held > 0 && held < types.length}
                    onChange={(event) => set(types, event.target.checked)}
                    slotProps={{ input: { 'aria-label': translate('app.webhooks.choose_all', { subject: subjectLabel }) } }}
                  />
                }
              />
              <Box sx={{ pl: 2 }}>
                {types.map((type) => (
                  <FormControlLabel
                    key={type}
                    sx={{ display: 'flex', alignItems: 'flex-start', mr: 0 }}
                    control={<Checkbox size="small" checked={chosen.has(type)} onChange={(event) => set([type], event.target.checked)} sx={{ pt: 0.5 }} />}
                    label={
                      <Box sx={{ minWidth: 0, pt: 0.5 }}>
                        <Typography variant="body2">{labelOf(type)}</Typography>
                        <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} aria-hidden>
                          {type}
                        </Typography>
                      </Box>
                    }
                  />
                ))}
              </Box>
            </Box>
          );
        })}
      </Box>
    </FormControl>
  );
};
