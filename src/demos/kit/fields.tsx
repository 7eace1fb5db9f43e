import { MenuItem, TextField, type TextFieldProps } from '@mui/material';

// SPEC.md §2/§5 "Form fields": a select with a placeholder option (options are strings or
// value/label objects), a textarea of 3 rows by default; both show an error message when in
// error, a separate success message when valid, and a description.

export type FieldOption = string | { value: string; label: string };

interface FeedbackProps {
  error?: string;
  success?: string;
  description?: string;
}

const optionOf = (option: FieldOption) => (typeof option === 'string' ? { value: option, label: option } : option);

function feedback({ error, success, description }: FeedbackProps): Pick<TextFieldProps, 'error' | 'helperText' | 'color' | 'focused'> {
  if (error) return { error: true, helperText: error };
  if (success) return { color: 'success', focused: true, helperText: success };
  return { helperText: description };
}

export type DemoSelectProps = Omit<TextFieldProps, 'select' | 'error'> & FeedbackProps & { options: readonly FieldOption[]; placeholder?: string };

export const DemoSelect = ({ options, placeholder = 'Select Option', error, success, description, value = '', ...props }: DemoSelectProps) => (
  <TextField select fullWidth value={value} {...props} {...feedback({ error, success, description })} slotProps={{ select: { displayEmpty: true } }}>
    <MenuItem value="" disabled>
      {placeholder}
    </MenuItem>
    {options.map(optionOf).map(({ value: optionValue, label }) => (
      <MenuItem key={optionValue} value={optionValue}>
        {label}
      </MenuItem>
    ))}
  </TextField>
);

export type DemoTextareaProps = Omit<TextFieldProps, 'multiline' | 'error'> & FeedbackProps;

export const DemoTextarea = ({ rows = 3, error, success, description, ...props }: DemoTextareaProps) => (
  <TextField multiline rows={rows} fullWidth {...props} {...feedback({ error, success, description })} />
);
