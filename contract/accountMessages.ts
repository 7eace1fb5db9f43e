// Messages the server and the SPA both say about accounts, without Zod (contract/user.ts
// re-exports them beside the schemas): the staff app's first screen loads no schema code.

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose another one.';

/** The 423 answer's message while the lock screen is up (server and SPA say the same). */
export const SESSION_LOCKED_MESSAGE = 'The session is locked. Enter your password to unlock it.';
