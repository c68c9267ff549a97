import { z } from 'zod';
import { CODE_INVALID } from '../two-factor';

// A code as a person types it: six digits from the app, or a recovery code, spaces and dashes
// allowed (they are dropped before comparing). Anything longer is no code of ours.
const CODE_MAX = 32;

export const twoFactorCodeField = z
  .string({ error: 'Code is required' })
  .trim()
  .min(1, { error: 'Code is required' })
  .max(CODE_MAX, { error: CODE_INVALID });

/** POST /api/admin/login/two-factor: the code step of a sign-in. */
export const twoFactorLoginSchema = z.object({ code: twoFactorCodeField });
export type TwoFactorLoginInput = z.input<typeof twoFactorLoginSchema>;

/** POST /api/admin/account/two-factor/enable and /disable: a current code and the password. */
export const twoFactorChangeSchema = z.object({
  code: twoFactorCodeField,
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, { error: 'Current password is required' }),
});
export type TwoFactorChangeInput = z.input<typeof twoFactorChangeSchema>;
