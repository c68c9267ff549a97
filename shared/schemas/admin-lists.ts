import { z } from 'zod';
import { APPROVAL_STATUSES, HELP_TYPE_VALUES } from '../constants';
import { emailField } from './fields';

// CONTRACT section 9: paging, search and filters shared by the five admin lists, their CSV exports,
// bulk moderation, the daily chart and erasure. The client builds its query strings from the same
// bounds, so a page the browser asks for is never a 400.

export const ADMIN_LIST_DEFAULT_LIMIT = 50;
export const ADMIN_LIST_MAX_LIMIT = 200;
export const ADMIN_SEARCH_MAX = 200;
export const BULK_MAX_IDS = 200;
export const DAILY_DEFAULT_DAYS = 30;
export const DAILY_MAX_DAYS = 366;

const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${ADMIN_LIST_MAX_LIMIT}`;
const OFFSET_MESSAGE = 'Offset must be a whole number, 0 or more';
const DAYS_MESSAGE = `Days must be a whole number from 1 to ${DAILY_MAX_DAYS}`;

/** A query-string whole number: digits only, so "1e3", " 5", "-0" and "abc" are refused alike. */
const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,10}$/, { error: message })
    .transform(Number)
    .pipe(z.number().min(min, { error: message }).max(max, { error: message }));

// "" means no search, as an emptied search box sends it.
const searchText = z
  .string({ error: 'Search must be text' })
  .trim()
  .max(ADMIN_SEARCH_MAX, { error: `Search must be at most ${ADMIN_SEARCH_MAX} characters` })
  .transform((q) => q || undefined)
  .optional();

const helpType = z
  .enum(HELP_TYPE_VALUES, { error: `Help type must be one of ${HELP_TYPE_VALUES.join(', ')}` })
  .optional();

const approvalStatus = z
  .enum(APPROVAL_STATUSES, { error: 'Status must be pending, approved or rejected' })
  .optional();

const paging = {
  limit: wholeNumber(LIMIT_MESSAGE, 1, ADMIN_LIST_MAX_LIMIT).default(ADMIN_LIST_DEFAULT_LIMIT),
  offset: wholeNumber(OFFSET_MESSAGE, 0, 2_000_000_000).default(0),
};

/** `limit` and `offset` of every paged admin list (supporters, the media library, the audit trail). */
export const adminPageSchema = z.object(paging);

/** What narrows a list or an export: the search text and each list's own filter. */
export const volunteerFilterSchema = z.object({
  q: searchText,
  helpType,
  // The dashboard's "With Phone Number" figure, counted without fetching every volunteer.
  hasPhone: z.enum(['true'], { error: 'hasPhone must be true' }).optional(),
});
export const plainFilterSchema = z.object({ q: searchText });
export const moderationFilterSchema = z.object({ q: searchText, status: approvalStatus });

export const volunteerListSchema = volunteerFilterSchema.extend(paging);
export const plainListSchema = plainFilterSchema.extend(paging);
export const moderationListSchema = moderationFilterSchema.extend(paging);

export type VolunteerFilter = z.output<typeof volunteerFilterSchema>;
export type PlainFilter = z.output<typeof plainFilterSchema>;
export type ModerationFilter = z.output<typeof moderationFilterSchema>;
export interface Paging {
  limit: number;
  offset: number;
}

export const EXPORT_PRESETS = ['action-network', 'nationbuilder'] as const;
export type ExportPreset = (typeof EXPORT_PRESETS)[number];
export const exportPresetSchema = z.object({
  preset: z.enum(EXPORT_PRESETS, { error: `Preset must be one of ${EXPORT_PRESETS.join(', ')}` }).optional(),
});

export const bulkModerationSchema = z.object({
  ids: z
    .array(z.guid({ error: 'Each id must be an id from the list' }), { error: 'Ids must be a list' })
    .min(1, { error: 'Select at least one item' })
    .max(BULK_MAX_IDS, { error: `At most ${BULK_MAX_IDS} items at once` }),
  status: z.enum(['approved', 'rejected'], { error: 'Status must be approved or rejected' }),
});
export type BulkModerationInput = z.input<typeof bulkModerationSchema>;

export const dailyStatsSchema = z.object({
  days: wholeNumber(DAYS_MESSAGE, 1, DAILY_MAX_DAYS).default(DAILY_DEFAULT_DAYS),
});

export const erasureSchema = z.object({
  email: emailField,
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, { error: 'Current password is required' }),
});
export type ErasureInput = z.input<typeof erasureSchema>;
