import { z } from 'zod';

/** DESIGN.md §5 / SPEC.md §3: the object stored under localStorage `user`. */
export type SessionUser = {
  id: number;
  full_name: string;
  email: string;
  role: string | null;
  /** Comma-separated permission names (SPEC.md §3). */
  permissions: string;
};

export const loginInput = z.object({
  email: z.string().trim().min(1, 'Required').max(254).email('Enter a valid email address'),
  password: z.string().min(1, 'Required').max(200),
});
