import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordInput, forgotPasswordInput, loginInput, registerInput, resetPasswordInput, unlockInput } from '../../contract/user';
import { passwordConfirmation } from '../ui/passwordConfirmation';

// The account forms' checks, from the shared schemas of contract/user.ts. A chunk of its own,
// fetched once a person starts on an account form (authResolver.ts): the staff app's first screen carries
// no Zod (issue 21).

export const loginResolver = zodResolver(loginInput);
export const forgotPasswordResolver = zodResolver(forgotPasswordInput);
export const unlockResolver = zodResolver(unlockInput);
export const registerResolver = zodResolver(registerInput.extend(passwordConfirmation.shape).refine(passwordConfirmation.matches, passwordConfirmation.mismatch));
// The token comes from the link, not from a field: the form checks only the new password.
export const resetPasswordResolver = zodResolver(
  resetPasswordInput.pick({ password: true }).extend(passwordConfirmation.shape).refine(passwordConfirmation.matches, passwordConfirmation.mismatch),
);
export const changePasswordResolver = zodResolver(
  changePasswordInput.extend(passwordConfirmation.shape).refine(passwordConfirmation.matches, passwordConfirmation.mismatch),
);
