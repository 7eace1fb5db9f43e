import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Checkbox, FormControl, FormControlLabel, FormHelperText, TextField } from '@mui/material';
import { DemoSelect, DemoTextarea } from '../../kit/fields';
import { DemoPage, Grid, Section } from '../PageParts';
import { signUpSchema, type SignUpInput, type SignUpOutput } from './validationSchema';

const EMPTY: SignUpInput = { fullName: '', email: '', age: '', country: '', password: '', confirm: '', bio: '', terms: false };
const COUNTRIES = [
  { value: 'au', label: 'Australia' },
  { value: 'fr', label: 'France' },
  { value: 'gb', label: 'United Kingdom' },
  { value: 'us', label: 'United States' },
];
const SUCCESS = 'Looks good!';

type TextName = Exclude<FieldPath<SignUpInput>, 'terms' | 'country' | 'bio'>;

const ValidationPage = () => {
  const [submitted, setSubmitted] = useState<string | null>(null);
  const { control, handleSubmit, reset, formState } = useForm<SignUpInput, unknown, SignUpOutput>({ resolver: zodResolver(signUpSchema), defaultValues: EMPTY, mode: 'onTouched' });
  // A field shows success once the user has been through it (or tried to submit) and it holds.
  const feedbackOf = (name: FieldPath<SignUpInput>) => {
    const error = formState.errors[name]?.message;
    if (error) return { error };
    return formState.touchedFields[name] || formState.isSubmitted ? { success: SUCCESS } : {};
  };
  const textField = (name: TextName, label: string, type = 'text', autoComplete?: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => {
        const { error, success } = feedbackOf(name);
        return (
          <TextField
            {...field}
            value={field.value ?? ''}
            label={label}
            type={type}
            autoComplete={autoComplete}
            error={!!error}
            color={success ? 'success' : undefined}
            focused={success ? true : undefined}
            helperText={error ?? success ?? ' '}
            fullWidth
          />
        );
      }}
    />
  );
  return (
    <DemoPage title="Form validation">
      <Section title="Sign-up form">
        <Box
          component="form"
          noValidate
          aria-label="Sign-up form"
          onSubmit={handleSubmit((values) => {
            setSubmitted(`Welcome, ${values.fullName.trim()}! The form is valid.`);
            reset(EMPTY);
          })}
        >
          {submitted && (
            <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setSubmitted(null)}>
              {submitted}
            </Alert>
          )}
          <Grid columns={2}>
            {textField('fullName', 'Full name', 'text', 'name')}
            {textField('email', 'Email', 'email', 'email')}
            {textField('age', 'Age', 'number')}
            <Controller
              name="country"
              control={control}
              render={({ field }) => <DemoSelect {...field} label="Country" placeholder="Choose a country" options={COUNTRIES} {...feedbackOf('country')} />}
            />
            {textField('password', 'Password', 'password', 'new-password')}
            {textField('confirm', 'Confirm password', 'password', 'new-password')}
          </Grid>
          <Box sx={{ mt: 2 }}>
            <Controller name="bio" control={control} render={({ field }) => <DemoTextarea {...field} label="About you" {...feedbackOf('bio')} />} />
          </Box>
          <Controller
            name="terms"
            control={control}
            render={({ field }) => {
              const { error } = feedbackOf('terms');
              return (
                <FormControl error={!!error} sx={{ mt: 1 }}>
                  <FormControlLabel
                    label="I accept the terms and conditions"
                    control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} />}
                  />
                  {error && <FormHelperText>{error}</FormHelperText>}
                </FormControl>
              );
            }}
          />
          <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
            <Button type="submit" variant="contained">
              Submit
            </Button>
            <Button type="button" onClick={() => reset(EMPTY)}>
              Reset
            </Button>
          </Box>
        </Box>
      </Section>
    </DemoPage>
  );
};

export default ValidationPage;
