import { useId } from 'react';
import { FieldTitle, InputHelperText, useInput, type InputProps, type Validator } from 'react-admin';
import { TextField, type SxProps, type TextFieldProps, type Theme } from '@mui/material';
import { useTypedNumber, type TypedNumberOptions } from './useTypedNumber';

// Issue 32 item 1: every money, quantity and percentage field of both apps. A text input, not
// <input type="number">, whose reading of "45,90" depends on the browser (Chromium took the
// comma for grouping: 4590). What is typed is read in the locale (src/ui/typedNumber.ts).

/**
 * A refused text stays in the form as that text, never as null or a guess: the shared schema of
 * the form (z.number()) refuses it, and so does this check in a form without one (list filters).
 */
const readable: Validator = (value) => (typeof value === 'string' ? 'app.numbers.not_read' : undefined);

const keepAsIs = <T,>(value: T) => value;

export interface NumberInputProps extends Omit<InputProps, 'format' | 'parse' | 'type'>, TypedNumberOptions {
  className?: string;
  sx?: SxProps<Theme>;
  fullWidth?: boolean;
  autoFocus?: boolean;
  margin?: 'none' | 'dense' | 'normal';
  variant?: 'standard' | 'outlined' | 'filled';
  size?: 'small' | 'medium';
}

/** react-admin's input for a money (`kind="money"`), quantity or percentage field. */
export const NumberInput = ({
  kind,
  negative,
  min,
  max,
  step,
  className,
  sx,
  fullWidth,
  autoFocus,
  margin,
  variant,
  size = 'small',
  label,
  helperText,
  validate,
  defaultValue = null,
  ...rest
}: NumberInputProps) => {
  const { source, resource, disabled, readOnly } = rest;
  const { field, fieldState, formState, id, isRequired } = useInput({
    ...rest,
    defaultValue,
    validate: validate ? [readable, ...[validate].flat()] : readable,
    format: keepAsIs,
    parse: keepAsIs,
  });
  const number = useTypedNumber({
    kind,
    negative,
    min,
    max,
    step,
    value: field.value,
    onValue: (value, refusedText) => field.onChange(refusedText ?? value),
    revealWhen: formState.submitCount,
    readOnly: disabled || readOnly,
  });
  // While a refused text is being typed, the form's complaint about it ("expected a number") is not shown; the refusal is, once revealed.
  const error = number.refusal ?? (number.refused ? undefined : fieldState.error?.message);
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={number.text}
      onChange={number.onChange}
      onFocus={number.onFocus}
      onBlur={(event) => {
        number.onBlur();
        field.onBlur(event);
      }}
      onKeyDown={number.onKeyDown}
      className={['ra-input', `ra-input-${source}`, className].filter(Boolean).join(' ')}
      sx={sx}
      fullWidth={fullWidth}
      autoFocus={autoFocus}
      margin={margin}
      variant={variant}
      size={size}
      disabled={disabled || readOnly}
      error={!!error}
      helperText={helperText !== false || error ? <InputHelperText error={error} helperText={helperText} /> : null}
      label={label !== '' && label !== false ? <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} /> : null}
      slotProps={{
        input: { ...number.adornment, readOnly },
        htmlInput: { inputMode: number.inputMode },
        // react-admin's filter bar hides helper texts; a refusal is still said (tripled class: above its rule).
        formHelperText: { sx: number.refusal ? { '&&&': { display: 'block' } } : undefined },
      }}
    />
  );
};

export interface NumberTextFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'defaultValue'>, TypedNumberOptions {
  value: number | null | undefined;
  /** The number read; null when nothing is typed; NaN when the text is refused (the field says why). */
  onChange: (value: number | null) => void;
}

type SlotObject = Record<string, unknown> | undefined;

/**
 * The same field outside react-admin's forms (dialogs, the floor, the dealer portal), over a
 * MUI TextField. The screen's own `error` raised (a refused submit) shows the refusal at once.
 */
export const NumberTextField = ({ kind, negative, min, max, step, value, onChange, error, helperText, slotProps, onBlur, onFocus, onKeyDown, id, ...rest }: NumberTextFieldProps) => {
  const ownId = useId();
  const input = slotProps?.input as SlotObject;
  const number = useTypedNumber({
    kind,
    negative,
    min,
    max,
    step,
    value,
    onValue: (read, refusedText) => onChange(refusedText === undefined ? read : Number.NaN),
    revealWhen: !!error,
    readOnly: rest.disabled || !!input?.readOnly,
  });
  return (
    <TextField
      {...rest}
      id={id ?? ownId}
      value={number.text}
      onChange={number.onChange}
      onFocus={(event) => {
        number.onFocus(event);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        number.onBlur();
        onBlur?.(event);
      }}
      onKeyDown={(event) => {
        number.onKeyDown(event);
        onKeyDown?.(event);
      }}
      error={!!number.refusal || (!number.refused && !!error)}
      helperText={number.refusal ?? helperText}
      slotProps={{
        ...slotProps,
        input: { ...number.adornment, ...input },
        htmlInput: { inputMode: number.inputMode, ...(slotProps?.htmlInput as SlotObject) },
        // A message under a narrow field (a count, a dealer's quantity) wraps within its width instead of widening it.
        formHelperText: { sx: { contain: 'inline-size' }, ...(slotProps?.formHelperText as SlotObject) },
      }}
    />
  );
};

/** For a screen that keeps a typed number as text ("12", "" or "NaN"): the field's value. */
export const numberOfText = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** And back: what the field read, as such a screen keeps it. A refused text becomes "NaN", which no check takes. */
export const textOfNumber = (value: number | null): string => (value === null ? '' : String(value));
