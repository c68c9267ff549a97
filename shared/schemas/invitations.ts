import { z } from 'zod';
import { INVITATION_INVALID } from '../invitations';
import {
  accessUntilField,
  confirmPasswordField,
  newPasswordField,
  newUsernameField,
  roleField,
} from './admin';
import { emailField } from './fields';

/** POST /api/admin/invitations. */
export const invitationCreateSchema = z.object({
  email: emailField,
  role: roleField,
  accessUntil: accessUntilField.optional(),
});
export type InvitationCreateInput = z.input<typeof invitationCreateSchema>;

// A token is the invitation's id and a random part; anything longer is no token of ours.
const TOKEN_MAX = 200;

/** POST /api/admin/invitations/accept: the invited person's own username and password. */
export const invitationAcceptSchema = z
  .object({
    token: z
      .string({ error: INVITATION_INVALID })
      .min(1, { error: INVITATION_INVALID })
      .max(TOKEN_MAX, { error: INVITATION_INVALID }),
    username: newUsernameField,
    // SPEC's change-password rules, the stricter ones (CONTRACT section 16).
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type InvitationAcceptInput = z.input<typeof invitationAcceptSchema>;
