import { z } from 'zod';
import { ALERT_KINDS, NOTIFY_CHOICES } from '../admin-mail';
import { confirmPasswordField, newPasswordField, passwordsMatch } from './admin';
import { emailField } from './fields';

const choice = z.enum(NOTIFY_CHOICES, { error: 'Choose off, instant or daily' });

/** PATCH /api/admin/account: changing `email` also needs `currentPassword` (checked by the server). */
export const accountPatchSchema = z.object({
  // "" from an emptied form field means no address, as null does.
  email: z.union([z.literal('').transform(() => null), z.null(), emailField]).optional(),
  notifications: z
    .object(
      Object.fromEntries(ALERT_KINDS.map((kind) => [kind, choice.optional()])) as {
        [K in (typeof ALERT_KINDS)[number]]: z.ZodOptional<typeof choice>;
      },
    )
    .strict()
    .optional(),
  currentPassword: z.string({ error: 'Current password is required' }).optional(),
});
export type AccountPatchInput = z.input<typeof accountPatchSchema>;

/** The Settings card's form: the address and the password that confirms a change of it. */
export const accountEmailFormSchema = z.object({
  email: z.union([z.literal(''), emailField]),
  currentPassword: z.string().min(1, { error: 'Current password is required' }),
});
export type AccountEmailFormInput = z.input<typeof accountEmailFormSchema>;

export const passwordResetRequestSchema = z.object({ email: emailField });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

// A token is the reset row's id and an HMAC; anything longer is no token of ours.
const RESET_TOKEN_MAX = 200;

export const passwordResetCompleteSchema = z
  .object({
    token: z
      .string({ error: 'Token is required' })
      .min(1, { error: 'Token is required' })
      .max(RESET_TOKEN_MAX, { error: 'Token is invalid' }),
    newPassword: newPasswordField,
    confirmPassword: confirmPasswordField,
  })
  .refine(...passwordsMatch);
export type PasswordResetCompleteInput = z.input<typeof passwordResetCompleteSchema>;
