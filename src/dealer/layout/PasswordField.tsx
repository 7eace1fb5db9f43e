import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { IconButton, InputAdornment, Stack, TextField, type TextFieldProps } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

/** A password box whose text can be shown and hidden again. */
export const PasswordField = (props: Omit<TextFieldProps, 'type'>) => {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={translate(visible ? 'app.dealer.hide_password' : 'app.dealer.show_password')}
                onClick={() => setVisible((shown) => !shown)}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};

/**
 * A form's password boxes, one per field, each with its message under it (or a blank line, so the
 * form does not jump): the dealer's password change and the reset page's new password.
 */
export const PasswordFields = <Name extends string>({
  fields,
  values,
  errors,
  onChange,
  autoFocus = false,
}: {
  fields: readonly { name: Name; label: string; autoComplete?: string }[];
  values: Record<Name, string>;
  errors: Record<string, string>;
  onChange: (name: Name, value: string) => void;
  autoFocus?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      {fields.map(({ name, label, autoComplete = 'new-password' }, i) => (
        <PasswordField
          key={name}
          name={name}
          label={translate(label)}
          value={values[name]}
          onChange={(event) => onChange(name, event.target.value)}
          error={errors[name] != null}
          helperText={errors[name] ? translate(errors[name], { _: errors[name] }) : ' '}
          autoComplete={autoComplete}
          autoFocus={autoFocus && i === 0}
          fullWidth
        />
      ))}
    </Stack>
  );
};
