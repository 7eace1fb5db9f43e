import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, Divider, FormControlLabel, Switch, TextField, type TextFieldProps } from '@mui/material';
import type { ProductFormValues } from './productFormModel';

export type SetField = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => void;

export interface SectionProps {
  values: ProductFormValues;
  set: SetField;
}

export const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card component="section" aria-label={title} variant="outlined">
    <CardHeader title={title} slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 700 } } }} />
    <Divider />
    <CardContent sx={{ display: 'grid', gap: 2 }}>{children}</CardContent>
  </Card>
);

export const SwitchField = ({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) => (
  <FormControlLabel
    control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />}
    label={label}
    labelPlacement="start"
    sx={{ justifyContent: 'space-between', ml: 0 }}
  />
);

/** A file picker that only shows the chosen names: the demo uploads nothing. */
export const FileField = ({ label, accept, multiple = false, helperText }: { label: string; accept: string; multiple?: boolean; helperText?: string }) => (
  <TextField type="file" label={label} helperText={helperText} slotProps={{ htmlInput: { accept, multiple }, inputLabel: { shrink: true } }} />
);

export const TextValue = ({ name, values, set, ...props }: SectionProps & { name: keyof ProductFormValues } & Omit<TextFieldProps, 'name' | 'value' | 'onChange'>) => (
  <TextField value={values[name]} onChange={(event) => set(name, event.target.value as never)} fullWidth {...props} />
);
