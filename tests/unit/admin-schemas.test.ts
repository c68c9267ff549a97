import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { changePasswordSchema, createAdminSchema, loginSchema } from '../../shared/schemas/admin';

function messages(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

// SPEC section 5's admin messages, shared by the admin forms and the admin API.
describe('loginSchema', () => {
  it('needs a username of 3 and a password of 6 characters', () => {
    expect(messages(loginSchema, { username: 'ab', password: '12345' })).toEqual({
      username: ['Username must be at least 3 characters'],
      password: ['Password must be at least 6 characters'],
    });
    expect(loginSchema.safeParse({ username: 'abc', password: '123456' }).success).toBe(true);
  });

  it('refuses a password over 72 bytes rather than cutting it', () => {
    expect(messages(loginSchema, { username: 'abc', password: 'é'.repeat(37) })).toEqual({
      password: ['Password must be at most 72 bytes'],
    });
  });
});

describe('createAdminSchema', () => {
  it("needs the signed-in admin's current password (CONTRACT section 10)", () => {
    expect(messages(createAdminSchema, { username: 'organizer', password: '12345678' })).toEqual({
      currentPassword: ['Current password is required'],
    });
  });

  it('needs a password of at least 8 characters', () => {
    expect(
      messages(createAdminSchema, { username: 'organizer', password: '1234567', currentPassword: 'mine' }),
    ).toEqual({
      password: ['Password must be at least 8 characters'],
    });
  });

  it('accepts a plain username and refuses one with spaces', () => {
    expect(
      createAdminSchema.safeParse({
        username: 'field.organizer',
        password: '12345678',
        currentPassword: 'mine',
      }).success,
    ).toBe(true);
    expect(
      messages(createAdminSchema, {
        username: 'field organizer',
        password: '12345678',
        currentPassword: 'mine',
      }),
    ).toEqual({
      username: ['Username may use letters, digits, dots, dashes, underscores and @'],
    });
  });
});

describe('changePasswordSchema', () => {
  const valid = {
    currentPassword: 'old',
    newPassword: 'Solidarity#2026',
    confirmPassword: 'Solidarity#2026',
  };

  it('accepts a strong new password that is confirmed', () => {
    expect(changePasswordSchema.safeParse(valid).success).toBe(true);
  });

  it('requires the current password', () => {
    expect(messages(changePasswordSchema, { ...valid, currentPassword: '' })).toEqual({
      currentPassword: ['Current password is required'],
    });
  });

  it.each([
    ['Short#1a', 'Password must be at least 12 characters long'],
    ['solidarity#2026', 'Password must contain at least one uppercase letter'],
    ['SOLIDARITY#2026', 'Password must contain at least one lowercase letter'],
    ['Solidarity#now!', 'Password must contain at least one number'],
    ['Solidarity2026x', 'Password must contain at least one special character'],
  ])('refuses %j with %j', (newPassword, message) => {
    expect(
      messages(changePasswordSchema, { ...valid, newPassword, confirmPassword: newPassword }).newPassword,
    ).toEqual([message]);
  });

  it('says "Passwords don\'t match" on the confirmation field', () => {
    expect(messages(changePasswordSchema, { ...valid, confirmPassword: 'Solidarity#2027' })).toEqual({
      confirmPassword: ["Passwords don't match"],
    });
  });
});
