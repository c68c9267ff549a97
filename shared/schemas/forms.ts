import { z } from 'zod';
import { HELP_TYPE_VALUES } from '../constants';
import { candidate } from '../content/identity';
import {
  MESSAGE_MAX,
  NAME_MAX,
  PHONE_MAX,
  SUBJECT_MAX,
  TITLE_MAX,
  emailField,
  honeypotField,
  optionalText,
  requiredParagraphs,
  requiredText,
} from './fields';
import { attributionField } from './attribution';

// The public forms' schemas: the browser's zodResolver and the API handlers import the same objects.
// Each also takes the visit's `attribution` (CONTRACT section 17), which cleans and never fails.

export const endorsementSchema = z.object({
  name: requiredText('Name is required', NAME_MAX),
  title: optionalText(TITLE_MAX),
  endorsement: requiredParagraphs(`Please tell us why you endorse ${candidate.fullName}`, MESSAGE_MAX),
  turnstileToken: z
    .string({ error: 'Please complete the security verification' })
    .trim()
    .min(1, { error: 'Please complete the security verification' })
    .max(4096, { error: 'Please complete the security verification' }),
  website: honeypotField,
  attribution: attributionField,
});
export type EndorsementInput = z.input<typeof endorsementSchema>;

export const volunteerSchema = z.object({
  firstName: requiredText('First name is required', NAME_MAX),
  lastName: requiredText('Last name is required', NAME_MAX),
  email: emailField,
  phone: optionalText(PHONE_MAX),
  helpType: z.enum(HELP_TYPE_VALUES, { error: 'Please choose how you would like to help' }),
  attribution: attributionField,
});
export type VolunteerInput = z.input<typeof volunteerSchema>;

export const contactSchema = z.object({
  firstName: requiredText('First name is required', NAME_MAX),
  lastName: requiredText('Last name is required', NAME_MAX),
  email: emailField,
  subject: requiredText('Subject is required', SUBJECT_MAX),
  message: requiredParagraphs('Message is required', MESSAGE_MAX),
  attribution: attributionField,
});
export type ContactInput = z.input<typeof contactSchema>;

export const newsletterSchema = z.object({ email: emailField, attribution: attributionField });
export type NewsletterInput = z.input<typeof newsletterSchema>;

/** The secret of a confirmation or unsubscribe link (CONTRACT section 11). */
export const newsletterTokenSchema = z.object({
  token: z.string({ error: 'Token is required' }).trim().min(1, { error: 'Token is required' }).max(300),
});

export const testimonialSchema = z.object({
  name: requiredText('Name is required', NAME_MAX),
  email: emailField,
  title: optionalText(TITLE_MAX),
  organization: optionalText(TITLE_MAX),
  story: requiredParagraphs('Please share your story', MESSAGE_MAX),
  website: honeypotField,
  attribution: attributionField,
});
export type TestimonialInput = z.input<typeof testimonialSchema>;
