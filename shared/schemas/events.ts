import { z } from 'zod';
import { EVENT_GUESTS_MAX } from '../constants';
import { EVENT_STATUSES, LOCATION_KINDS, RSVP_STATUSES } from '../schema-events';
import { isTimeZone } from '../event-time';
import {
  NAME_MAX,
  PHONE_MAX,
  emailField,
  hasNoStrayControl,
  honeypotField,
  isOneLine,
  CONTROL_MESSAGE,
  ONE_LINE_MESSAGE,
  optionalText,
  requiredText,
} from './fields';
import { attributionField } from './attribution';

// CONTRACT section 14's request bodies and queries: the forms' zodResolver and the API import these.

export { EVENT_GUESTS_MAX };
export const EVENT_CAPACITY_MAX = 100_000;
export const EVENTS_DEFAULT_LIMIT = 20;
export const EVENTS_MAX_LIMIT = 50;
const SUMMARY_MAX = 300;
const DESCRIPTION_MAX = 50_000;
const PLACE_MAX = 200;
const URL_MAX = 2000;

const GUESTS_MESSAGE = `Guests must be a whole number from 0 to ${EVENT_GUESTS_MAX}`;
const guestsField = z.coerce
  .number({ error: GUESTS_MESSAGE })
  .int({ error: GUESTS_MESSAGE })
  .min(0, { error: GUESTS_MESSAGE })
  .max(EVENT_GUESTS_MAX, { error: GUESTS_MESSAGE });

export const rsvpSchema = z.object({
  firstName: requiredText('First name is required', NAME_MAX),
  lastName: requiredText('Last name is required', NAME_MAX),
  email: emailField,
  phone: optionalText(PHONE_MAX),
  guests: guestsField.default(0),
  website: honeypotField,
  attribution: attributionField,
});
export type RsvpInput = z.input<typeof rsvpSchema>;
export type RsvpParsed = z.output<typeof rsvpSchema>;

const rsvpToken = z.string({ error: 'Token is required' }).min(1, { error: 'Token is required' }).max(200);

export const rsvpCancelSchema = z.object({ token: rsvpToken });

/**
 * PATCH /api/events/rsvp (CONTRACT section 14): the RSVP's own link changes its names, phone and
 * guests; fields left out stay as they are. The e-mail address is the RSVP's and never changes.
 */
export const rsvpChangeSchema = z.object({
  token: rsvpToken,
  firstName: rsvpSchema.shape.firstName.optional(),
  lastName: rsvpSchema.shape.lastName.optional(),
  phone: rsvpSchema.shape.phone,
  guests: guestsField.optional(),
});
export type RsvpChangeInput = z.input<typeof rsvpChangeSchema>;
export type RsvpChange = z.output<typeof rsvpChangeSchema>;

const queryNumber = (name: string, min: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, { error: `${name} must be a whole number` })
    .transform(Number)
    .refine((n) => n >= min, { error: `${name} must be at least ${min}` });

export const eventListQuerySchema = z
  .object({
    when: z.enum(['upcoming', 'past'], { error: 'when must be upcoming or past' }).default('upcoming'),
    limit: queryNumber('limit', 1).optional(),
    offset: queryNumber('offset', 0).optional(),
  })
  .transform(({ when, limit, offset }) => ({
    when,
    limit: Math.min(limit ?? EVENTS_DEFAULT_LIMIT, EVENTS_MAX_LIMIT),
    offset: offset ?? 0,
  }));
export type EventListQuery = z.output<typeof eventListQuerySchema>;

// No campaign event lies outside these years; PostgreSQL and drivers misread far ones anyway.
const MIN_YEAR = 2000;
const MAX_YEAR = 2100;
const instant = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .pipe(z.iso.datetime({ offset: true, error: `${label} must be a date and time with its offset` }))
    .transform((v) => new Date(v))
    .refine((d) => d.getUTCFullYear() >= MIN_YEAR && d.getUTCFullYear() <= MAX_YEAR, {
      error: `${label} must be between ${MIN_YEAR} and ${MAX_YEAR}`,
    });

const httpUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(URL_MAX, { error: `Must be at most ${URL_MAX} characters` })
    // The URL parser drops tabs and line breaks, so they are refused before it sees them.
    .refine(isOneLine, { error: ONE_LINE_MESSAGE })
    .refine(
      (v) => {
        try {
          return ['http:', 'https:'].includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      { error: message },
    );

// A featured image is a media library URL (/media/...) or any http(s) URL, as for posts.
const imageUrl = z
  .string({ error: 'Featured image must be a URL' })
  .trim()
  .max(URL_MAX)
  .refine(isOneLine, { error: ONE_LINE_MESSAGE })
  .refine((v) => v === '' || v.startsWith('/media/') || /^https?:\/\//i.test(v), {
    error: 'Featured image must be a media library image or an http(s) URL',
  });

export const eventLocationSchema = z.object({
  kind: z.enum(LOCATION_KINDS, { error: 'Location must be in-person or online' }),
  venue: optionalText(PLACE_MAX),
  address: optionalText(PLACE_MAX),
});

/** POST /api/admin/events, and PATCH with every field. */
export const eventInputSchema = z
  .object({
    title: requiredText('Title is required', 150),
    summary: optionalText(SUMMARY_MAX).transform((v) => v ?? ''),
    description: z
      .string({ error: 'Description must be text' })
      .max(DESCRIPTION_MAX, { error: `Must be at most ${DESCRIPTION_MAX} characters` })
      .refine(hasNoStrayControl, { error: CONTROL_MESSAGE })
      .default(''),
    startsAt: instant('Start'),
    endsAt: instant('End'),
    timeZone: z
      .string({ error: 'Time zone must be an IANA zone such as America/New_York' })
      .trim()
      .refine(isTimeZone, { error: 'Time zone must be an IANA zone such as America/New_York' })
      .optional(),
    location: eventLocationSchema,
    onlineUrl: z
      .union([z.literal(''), z.null(), httpUrl('Online link must be an http(s) URL')])
      .optional()
      .transform((v) => v || null),
    capacity: z
      .number({ error: `Capacity must be a whole number from 1 to ${EVENT_CAPACITY_MAX}` })
      .int({ error: `Capacity must be a whole number from 1 to ${EVENT_CAPACITY_MAX}` })
      .min(1, { error: `Capacity must be a whole number from 1 to ${EVENT_CAPACITY_MAX}` })
      .max(EVENT_CAPACITY_MAX, { error: `Capacity must be a whole number from 1 to ${EVENT_CAPACITY_MAX}` })
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    featuredImage: z
      .union([imageUrl, z.null()])
      .optional()
      .transform((v) => v || null),
    status: z
      .enum(EVENT_STATUSES, { error: 'Status must be draft, published or cancelled' })
      .default('draft'),
  })
  .superRefine((e, ctx) => {
    if (e.endsAt.getTime() <= e.startsAt.getTime())
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'End must be after the start' });
    if (e.location.kind === 'online' && !e.onlineUrl)
      ctx.addIssue({
        code: 'custom',
        path: ['onlineUrl'],
        message: 'An online event needs its meeting link',
      });
    if (e.location.kind === 'in-person' && !e.location.venue && !e.location.address)
      ctx.addIssue({
        code: 'custom',
        path: ['location', 'venue'],
        message: 'An in-person event needs a venue or an address',
      });
  });
export type EventInput = z.input<typeof eventInputSchema>;
export type EventInputParsed = z.output<typeof eventInputSchema>;

export const rsvpListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(200, { error: 'Search must be at most 200 characters' })
    .transform((q) => q || undefined)
    .optional(),
  status: z.enum(RSVP_STATUSES, { error: 'Status must be registered, waitlisted or cancelled' }).optional(),
  limit: queryNumber('limit', 1)
    .refine((n) => n <= 200, { error: 'limit must be at most 200' })
    .default(50),
  offset: queryNumber('offset', 0).default(0),
});
export type RsvpListQuery = z.output<typeof rsvpListQuerySchema>;

export const rsvpExportFilterSchema = z.object({
  event: z.string({ error: 'event is required' }).min(1, { error: 'event is required' }).max(200),
  q: rsvpListQuerySchema.shape.q,
  status: rsvpListQuerySchema.shape.status,
});

export const rsvpPatchSchema = z
  .object({
    status: z.enum(RSVP_STATUSES, { error: 'Status must be registered, waitlisted or cancelled' }).optional(),
    attended: z.boolean({ error: 'attended must be true or false' }).optional(),
    // Staff may lower (or raise, seats allowing) a party's guests, as the person may by the link.
    guests: guestsField.optional(),
  })
  .refine((v) => v.status !== undefined || v.attended !== undefined || v.guests !== undefined, {
    error: 'Send status, attended or guests',
    path: ['status'],
  });
