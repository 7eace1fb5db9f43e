import { z } from 'zod';

/** The demo sign-up form of the validation page; messages are what the user reads. */
export const signUpSchema = z
  .object({
    fullName: z.string().trim().min(2, 'Enter your full name'),
    email: z.email('Enter a valid email address'),
    age: z.coerce.number<string>({ error: 'Enter your age' }).int('Enter a whole number').min(18, 'You must be 18 or older').max(120, 'Enter a real age'),
    country: z.string().min(1, 'Choose a country'),
    password: z.string().min(8, 'Use at least 8 characters').regex(/\d/, 'Include at least one digit'),
    confirm: z.string(),
    bio: z.string().trim().min(10, 'Tell us a little more (10 characters at least)'),
    terms: z.boolean().refine((accepted) => accepted, 'You must accept the terms'),
  })
  .refine((form) => form.password === form.confirm, { path: ['confirm'], message: 'Passwords do not match' });

export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpOutput = z.output<typeof signUpSchema>;
