import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  contactSchema,
  endorsementSchema,
  newsletterSchema,
  testimonialSchema,
  volunteerSchema,
} from '../../shared/schemas/forms';

/** The messages a schema gives, keyed by field path, as the forms show them. */
function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const endorsement = { name: 'Rosa', endorsement: 'Yes', turnstileToken: 'token', website: '' };

describe('endorsementSchema (SPEC section 5)', () => {
  it('gives SPEC messages for a blank form', () => {
    expect(
      messages(endorsementSchema, { name: '', endorsement: '', turnstileToken: '', website: '' }),
    ).toEqual({
      name: 'Name is required',
      endorsement: 'Please tell us why you endorse Jordan Ellis',
      turnstileToken: 'Please complete the security verification',
    });
  });

  it('gives the same messages when the fields are missing altogether', () => {
    expect(messages(endorsementSchema, {})).toEqual({
      name: 'Name is required',
      endorsement: 'Please tell us why you endorse Jordan Ellis',
      turnstileToken: 'Please complete the security verification',
    });
  });

  it('refuses a filled honeypot with "Invalid submission"', () => {
    expect(messages(endorsementSchema, { ...endorsement, website: 'x' })).toEqual({
      website: 'Invalid submission',
    });
  });

  it('treats whitespace as empty, and trims what it keeps', () => {
    expect(messages(endorsementSchema, { ...endorsement, name: '   ' })).toEqual({
      name: 'Name is required',
    });
    const parsed = endorsementSchema.parse({ ...endorsement, name: '  Rosa  ', title: '  Steward ' });
    expect(parsed).toMatchObject({ name: 'Rosa', title: 'Steward' });
  });

  it('takes the title as optional', () => {
    expect(endorsementSchema.safeParse(endorsement).success).toBe(true);
    expect(endorsementSchema.safeParse({ ...endorsement, title: '' }).success).toBe(true);
    expect(endorsementSchema.safeParse({ ...endorsement, title: null }).success).toBe(true);
  });

  it('bounds name at 100, title at 150 and the endorsement at 5000 characters', () => {
    const at = {
      ...endorsement,
      name: 'n'.repeat(100),
      title: 't'.repeat(150),
      endorsement: 'e'.repeat(5000),
    };
    expect(endorsementSchema.safeParse(at).success).toBe(true);
    const over = {
      ...endorsement,
      name: 'n'.repeat(101),
      title: 't'.repeat(151),
      endorsement: 'e'.repeat(5001),
    };
    expect(messages(endorsementSchema, over)).toEqual({
      name: 'Must be at most 100 characters',
      title: 'Must be at most 150 characters',
      endorsement: 'Must be at most 5000 characters',
    });
  });
});

describe('volunteerSchema', () => {
  const volunteer = { firstName: 'Ana', lastName: 'Reyes', email: 'ana@example.org', helpType: 'other' };

  it('requires first name, last name, email and help type', () => {
    expect(messages(volunteerSchema, {})).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      helpType: 'Please choose how you would like to help',
    });
  });

  it('accepts only the six help types', () => {
    for (const helpType of [
      'phone-banking',
      'canvassing',
      'event-planning',
      'social-media',
      'fundraising',
      'other',
    ]) {
      expect(volunteerSchema.safeParse({ ...volunteer, helpType }).success).toBe(true);
    }
    expect(messages(volunteerSchema, { ...volunteer, helpType: 'Phone Banking' })).toEqual({
      helpType: 'Please choose how you would like to help',
    });
  });

  it('bounds the phone at 30 characters and keeps it optional', () => {
    expect(volunteerSchema.safeParse({ ...volunteer, phone: '' }).success).toBe(true);
    expect(volunteerSchema.safeParse({ ...volunteer, phone: '1'.repeat(30) }).success).toBe(true);
    expect(messages(volunteerSchema, { ...volunteer, phone: '1'.repeat(31) })).toEqual({
      phone: 'Must be at most 30 characters',
    });
  });
});

describe('the e-mail field', () => {
  it('trims and lower-cases the address', () => {
    expect(newsletterSchema.parse({ email: '  Ana.Reyes@Example.ORG ' })).toEqual({
      email: 'ana.reyes@example.org',
      attribution: null,
    });
  });

  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['ana', 'Please enter a valid email address'],
    ['ana@example', 'Please enter a valid email address'],
    ['ana @example.org', 'Please enter a valid email address'],
    [`${'a'.repeat(243)}@example.org`, 'Must be at most 254 characters'],
  ])('refuses %j with %j', (email, message) => {
    expect(messages(newsletterSchema, { email })).toEqual({ email: message });
  });

  it('accepts an address of exactly 254 characters', () => {
    expect(newsletterSchema.safeParse({ email: `${'a'.repeat(242)}@example.org` }).success).toBe(true);
  });
});

describe('contactSchema', () => {
  it('requires every field', () => {
    expect(messages(contactSchema, {})).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it('bounds the subject at 200 and the message at 5000 characters', () => {
    const base = { firstName: 'B', lastName: 'O', email: 'b@example.org' };
    expect(
      contactSchema.safeParse({ ...base, subject: 's'.repeat(200), message: 'm'.repeat(5000) }).success,
    ).toBe(true);
    expect(messages(contactSchema, { ...base, subject: 's'.repeat(201), message: 'm'.repeat(5001) })).toEqual(
      {
        subject: 'Must be at most 200 characters',
        message: 'Must be at most 5000 characters',
      },
    );
  });
});

describe('testimonialSchema', () => {
  it('requires name, email and story, and refuses a filled honeypot', () => {
    expect(messages(testimonialSchema, { website: 'bot' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      story: 'Please share your story',
      website: 'Invalid submission',
    });
  });

  it('bounds title and organization at 150 characters', () => {
    const base = { name: 'Lee', email: 'lee@example.org', story: 'Thanks' };
    expect(
      messages(testimonialSchema, { ...base, title: 't'.repeat(151), organization: 'o'.repeat(151) }),
    ).toEqual({
      title: 'Must be at most 150 characters',
      organization: 'Must be at most 150 characters',
    });
  });
});
