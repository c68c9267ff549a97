import { z } from 'zod';
import { adminPageSchema, ADMIN_SEARCH_MAX } from './schemas/admin-lists';
import { EMAIL_MAX, PHONE_MAX, lineString, paragraphsString } from './schemas/fields';
import {
  CONTACT_METHODS,
  CONTACT_NOTE_MAX,
  CONTACT_OUTCOMES,
  DELEGATE_BULK_MAX,
  DELEGATE_KINDS,
  DELEGATE_NAME_MAX,
  DELEGATE_PLACE_MAX,
  DELEGATE_SORTS,
  DUE_FILTERS,
  NEXT_STEP_MAX,
  PLEDGES,
  PLEDGE_NEEDS_SUPPORT,
  type Pledge,
  SUPPORT_KEYS,
  TAGS_MAX,
  TAG_MAX,
  WIN_NUMBER_MAX,
  pledgeAllowed,
} from './delegate-types';

// CONTRACT section 15: every request of the delegates API as a zod schema, shared by the server,
// which checks them, and the admin screens, whose forms use the same schemas. The answers' types
// and the labels live in delegate-types.ts, re-exported here so one import serves both.
export * from './delegate-types';

// ---- Fields ----

const tooLong = (max: number) => `Must be at most ${max} characters`;
const text = (required: string, max: number) =>
  lineString(required)
    .min(1, { error: required })
    .max(max, { error: tooLong(max) });

const isCalendarDay = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** A calendar day as `YYYY-MM-DD` ("tomorrow" and 2026-02-30 are refused). */
export const calendarDayField = z
  .string({ error: 'Due must be a date as YYYY-MM-DD' })
  .refine(isCalendarDay, { error: 'Due must be a date as YYYY-MM-DD' });

export const nextStepSchema = z.object({
  text: text('Next step is required', NEXT_STEP_MAX),
  due: calendarDayField,
});

const supportField = z
  .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.null()], {
    error: 'Support must be 1 to 5, or null',
  })
  .optional();
const pledgeField = z.enum(PLEDGES, { error: 'Pledge must be none, soft or hard' }).optional();
const kindField = z.enum(DELEGATE_KINDS, { error: 'Kind must be delegate or alternate' });
const tagField = text('A tag must not be empty', TAG_MAX);
const tagsField = z
  .array(tagField, { error: 'Tags must be a list' })
  .max(TAGS_MAX, { error: `At most ${TAGS_MAX} tags` })
  .transform((tags) => [...new Set(tags)]);
/** An account's username (the server checks that it exists), or null for nobody. */
const ownerField = lineString('Owner must be a username')
  .min(1, { error: 'Owner must be a username' })
  .max(50, { error: 'Owner must be a username' })
  .nullable();
const optionalEmail = z
  .union([
    z.literal('').transform(() => null),
    z.null(),
    z
      .string({ error: 'Please enter a valid email address' })
      .trim()
      .toLowerCase()
      .max(EMAIL_MAX, { error: tooLong(EMAIL_MAX) })
      .pipe(z.email({ error: 'Please enter a valid email address' })),
  ])
  .optional();
const optionalPhone = lineString('Phone must be text')
  .max(PHONE_MAX, { error: tooLong(PHONE_MAX) })
  .transform((v) => v || null)
  .nullable()
  .optional();
const versionField = z
  .number({ error: 'Version must be a whole number' })
  .int({ error: 'Version must be a whole number' })
  .min(1, { error: 'Version must be a whole number' })
  .max(2_147_483_647, { error: 'Version must be a whole number' })
  .optional();

const identity = {
  firstName: text('First name is required', DELEGATE_NAME_MAX),
  lastName: text('Last name is required', DELEGATE_NAME_MAX),
  email: optionalEmail,
  phone: optionalPhone,
  local: text('Local is required', DELEGATE_PLACE_MAX),
  region: text('Region is required', DELEGATE_PLACE_MAX),
};

const pledgeRule = {
  check: (d: { support?: number | null; pledge?: Pledge }) =>
    pledgeAllowed(d.support ?? null, d.pledge ?? 'none'),
  params: { error: PLEDGE_NEEDS_SUPPORT, path: ['pledge'] },
};

// ---- Requests ----

/** POST /api/admin/delegates. */
export const delegateCreateSchema = z
  .object({
    ...identity,
    kind: kindField.default('delegate'),
    support: supportField.transform((v) => v ?? null),
    pledge: pledgeField.default('none'),
    owner: ownerField.optional().transform((v) => v ?? null),
    nextStep: nextStepSchema.nullable().optional(),
    tags: tagsField.default([]),
  })
  .strict()
  .refine(pledgeRule.check, pledgeRule.params);
export type DelegateCreateInput = z.input<typeof delegateCreateSchema>;
export type DelegateCreate = z.output<typeof delegateCreateSchema>;

/** PATCH /api/admin/delegates/:id: fields left out stay; the server checks the pledge rule on the result. */
export const delegatePatchSchema = z
  .object({
    firstName: identity.firstName.optional(),
    lastName: identity.lastName.optional(),
    email: optionalEmail,
    phone: optionalPhone,
    local: identity.local.optional(),
    region: identity.region.optional(),
    kind: kindField.optional(),
    support: supportField,
    pledge: pledgeField,
    owner: ownerField.optional(),
    nextStep: nextStepSchema.nullable().optional(),
    tags: tagsField.optional(),
    version: versionField,
  })
  .strict();
export type DelegatePatchInput = z.input<typeof delegatePatchSchema>;
export type DelegatePatch = z.output<typeof delegatePatchSchema>;

/** A few minutes of a phone's clock running ahead is not "the future". */
export const CONTACT_CLOCK_SKEW_MS = 5 * 60 * 1000;

/** POST /api/admin/delegates/:id/contacts: one call and its result. */
export const contactCreateSchema = z
  .object({
    clientId: z.uuid({ error: 'Client id must be a UUID' }),
    method: z.enum(CONTACT_METHODS, { error: `Method must be one of ${CONTACT_METHODS.join(', ')}` }),
    outcome: z.enum(CONTACT_OUTCOMES, { error: `Outcome must be one of ${CONTACT_OUTCOMES.join(', ')}` }),
    note: paragraphsString('Note must be text')
      .max(CONTACT_NOTE_MAX, { error: tooLong(CONTACT_NOTE_MAX) })
      .default(''),
    at: z.iso
      .datetime({ offset: true, error: 'At must be a date and time' })
      .refine((v) => new Date(v).getTime() <= Date.now() + CONTACT_CLOCK_SKEW_MS, {
        error: 'At must not be in the future',
      })
      .refine((v) => new Date(v).getUTCFullYear() >= 2000, { error: 'At must be a date and time' })
      .optional(),
    support: supportField,
    pledge: pledgeField,
    nextStep: nextStepSchema.nullable().optional(),
  })
  .strict();
export type ContactCreateInput = z.input<typeof contactCreateSchema>;
export type ContactCreate = z.output<typeof contactCreateSchema>;

/** PATCH /api/admin/delegates: many at once (admin only). */
export const delegateBulkSchema = z
  .object({
    ids: z
      .array(z.guid({ error: 'Each id must be an id from the list' }), { error: 'Ids must be a list' })
      .min(1, { error: 'Select at least one delegate' })
      .max(DELEGATE_BULK_MAX, { error: `At most ${DELEGATE_BULK_MAX} delegates at once` }),
    owner: ownerField.optional(),
    region: identity.region.optional(),
    addTag: tagField.optional(),
    removeTag: tagField.optional(),
  })
  .strict()
  .refine((b) => b.owner !== undefined || b.region || b.addTag || b.removeTag, {
    error: 'Choose an owner, a region or a tag to change',
    path: ['ids'],
  });
export type DelegateBulkInput = z.input<typeof delegateBulkSchema>;
export type DelegateBulk = z.output<typeof delegateBulkSchema>;

/** GET|PATCH /api/admin/delegates/settings. */
export const delegateSettingsSchema = z
  .object({
    winNumber: z
      .number({ error: `Win number must be a whole number from 1 to ${WIN_NUMBER_MAX}, or null` })
      .int({ error: `Win number must be a whole number from 1 to ${WIN_NUMBER_MAX}, or null` })
      .min(1, { error: `Win number must be a whole number from 1 to ${WIN_NUMBER_MAX}, or null` })
      .max(WIN_NUMBER_MAX, {
        error: `Win number must be a whole number from 1 to ${WIN_NUMBER_MAX}, or null`,
      })
      .nullable(),
  })
  .strict();
export type DelegateSettingsInput = z.input<typeof delegateSettingsSchema>;

/** `?dryRun=1` on the import. */
export const delegateImportQuerySchema = z.object({
  dryRun: z.enum(['0', '1', 'true', 'false'], { error: 'dryRun must be 1 or 0' }).optional(),
});

// ---- The list's query ----

/** A comma list of allowed words; "" is no filter. */
const commaList = <T extends string>(values: readonly T[], message: string) =>
  z
    .string({ error: message })
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((s) => (values as readonly string[]).includes(s)), { error: message })
    .transform((list) => (list.length ? ([...new Set(list)] as T[]) : undefined))
    .optional();

const filterText = (name: string) =>
  lineString(`${name} must be text`)
    .max(ADMIN_SEARCH_MAX, { error: tooLong(ADMIN_SEARCH_MAX) })
    .transform((v) => v || undefined)
    .optional();

/** What narrows the list and the export: `owner` is a username, `me` or `none`. */
export const delegateFilterSchema = z.object({
  q: filterText('Search'),
  region: filterText('Region'),
  local: filterText('Local'),
  kind: z.enum(DELEGATE_KINDS, { error: 'Kind must be delegate or alternate' }).optional(),
  support: commaList(SUPPORT_KEYS, 'Support must be a comma list of 1 to 5 and unknown'),
  pledge: commaList(PLEDGES, 'Pledge must be a comma list of none, soft and hard'),
  owner: filterText('Owner'),
  due: z.enum(DUE_FILTERS, { error: 'Due must be overdue or week' }).optional(),
  tag: filterText('Tag'),
  sort: z.enum(DELEGATE_SORTS, { error: `Sort must be one of ${DELEGATE_SORTS.join(', ')}` }).default('name'),
});
export type DelegateFilter = z.output<typeof delegateFilterSchema>;
export type DelegateFilterInput = z.input<typeof delegateFilterSchema>;

/** GET /api/admin/delegates: the filters plus section 9's paging. */
export const delegateListSchema = delegateFilterSchema.extend(adminPageSchema.shape);
export type DelegateListQuery = z.output<typeof delegateListSchema>;
export type DelegateListQueryInput = z.input<typeof delegateListSchema>;
