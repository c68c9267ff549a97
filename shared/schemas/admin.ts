import { z } from 'zod';
import { ROLES } from '../roles';
import { lineString } from './fields';

// bcrypt reads at most 72 bytes; CONTRACT says a longer password is refused, never silently cut.
const BCRYPT_MAX_BYTES = 72;
const fitsBcrypt = (s: string) => new TextEncoder().encode(s).length <= BCRYPT_MAX_BYTES;
const tooLongForBcrypt = { error: `Password must be at most ${BCRYPT_MAX_BYTES} bytes` };

const username = lineString('Username is required')
  .min(3, { error: 'Username must be at least 3 characters' })
  .max(50, { error: 'Username must be at most 50 characters' });

export const loginSchema = z.object({
  username,
  password: z
    .string({ error: 'Password is required' })
    .min(6, { error: 'Password must be at least 6 characters' })
    .refine(fitsBcrypt, tooLongForBcrypt),
});
export type LoginInput = z.input<typeof loginSchema>;

// The signed-in admin's own password, asked again before an account change (CONTRACT section 10).
const currentPassword = z
  .string({ error: 'Current password is required' })
  .min(1, { error: 'Current password is required' });

/** A new account's username: what POST /users and an accepted invitation both take. */
export const newUsernameField = username.regex(/^[\w.@-]+$/, {
  error: 'Username may use letters, digits, dots, dashes, underscores and @',
});

/** One of the five roles of CONTRACT section 16; anything else (`superadmin`) is a 400. */
export const roleField = z.enum(ROLES, { error: `Role must be one of ${ROLES.join(', ')}` });

/** `null` (no end) or an ISO date-time with its offset: after it the account cannot sign in. */
export const accessUntilField = z.union([
  z.null(),
  z.iso.datetime({ offset: true, error: 'Access until must be a date and time with its offset' }),
]);

export const createAdminSchema = z.object({
  username: newUsernameField,
  // SPEC's default role stays admin (CONTRACT section 16).
  role: roleField.default('admin'),
  password: z
    .string({ error: 'Password is required' })
    .min(8, { error: 'Password must be at least 8 characters' })
    .refine(fitsBcrypt, tooLongForBcrypt),
  currentPassword,
});
export type CreateAdminInput = z.input<typeof createAdminSchema>;

export const setAdminDisabledSchema = z.object({
  disabled: z.boolean({ error: 'Disabled must be true or false' }),
  currentPassword,
});
export type SetAdminDisabledInput = z.input<typeof setAdminDisabledSchema>;

/**
 * PATCH /api/admin/users/:username (CONTRACT section 16): any of the three, and the admin's password.
 * `twoFactor: false` also turns another account's two-factor sign-in off, for someone who lost both
 * their phone and their recovery codes (they set it up again at their next sign-in where their role
 * must have it); nobody can turn it on for someone else.
 */
export const updateAdminSchema = z
  .object({
    role: roleField.optional(),
    disabled: z.boolean({ error: 'Disabled must be true or false' }).optional(),
    accessUntil: accessUntilField.optional(),
    twoFactor: z.literal(false, { error: 'Two-factor sign-in can only be turned off here' }).optional(),
    currentPassword,
  })
  .refine(
    (v) =>
      v.role !== undefined ||
      v.disabled !== undefined ||
      v.accessUntil !== undefined ||
      v.twoFactor !== undefined,
    { error: 'Change the role, the status or the end date', path: ['role'] },
  );
export type UpdateAdminInput = z.input<typeof updateAdminSchema>;

/** SPEC's change-password rules for a new password; a password reset applies the same. */
export const newPasswordField = z
  .string({ error: 'Password must be at least 12 characters long' })
  .min(12, { error: 'Password must be at least 12 characters long' })
  .regex(/[A-Z]/, { error: 'Password must contain at least one uppercase letter' })
  .regex(/[a-z]/, { error: 'Password must contain at least one lowercase letter' })
  .regex(/[0-9]/, { error: 'Password must contain at least one number' })
  .regex(/[^A-Za-z0-9]/, { error: 'Password must contain at least one special character' })
  .refine(fitsBcrypt, tooLongForBcrypt);

export const confirmPasswordField = z.string({ error: "Passwords don't match" });
export const passwordsMatch: [
  (v: { newPassword: string; confirmPassword: string }) => boolean,
  { error: string; path: string[] },
] = [
  (v) => v.newPassword === v.confirmPassword,
  { error: "Passwords don't match", path: ['confirmPassword'] },
];

export const changePasswordSchema = z
  .object({ currentPassword, newPassword: newPasswordField, confirmPassword: confirmPasswordField })
  .refine(...passwordsMatch);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const moderationSchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: 'Status must be approved or rejected' }),
});
