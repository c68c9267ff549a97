import { stringify, type Stringifier } from 'csv-stringify';
import type { z } from 'zod';
import {
  moderationFilterSchema,
  plainFilterSchema,
  volunteerFilterSchema,
  type ExportPreset,
} from '../../shared/schemas/admin-lists';
import { subscriberFilterSchema } from '../../shared/schemas/admin-mail-lists';
import { rsvpExportFilterSchema } from '../../shared/schemas/events';
import type { Db } from '../db/client';
import { rsvpSource } from '../events';
import { firstBatchRead, newestFirst, newestPerEmail } from './export-batches';
import { EXPORT_PRESETS, type Preset } from './export-presets';
import type { ListSpec } from '../db/list-query';
import { endorsementSource, testimonialSource } from './moderation';
import { contactSource, subscriberSource, volunteerSource } from './people';
import { EXPORT_ORIGIN_COLUMNS, exportOriginCells } from '../analytics';
import type { Attribution } from '../../shared/schemas/attribution';

// CSV downloads of the admin lists (CONTRACT sections 4 and 9): RFC 4180 with a header row, the
// list's own search and filters, streamed from the database so memory does not grow with the rows.

interface Dataset {
  filter: z.ZodType<object>;
  source: (filter: never) => ListSpec;
  columns: string[];
  presets?: Record<ExportPreset, Preset>;
  /** Narrows what a preset holds, whatever the request's own filter says. */
  presetFilter?: object;
}

const DATASETS = {
  volunteers: {
    filter: volunteerFilterSchema,
    source: volunteerSource,
    columns: ['id', 'firstName', 'lastName', 'email', 'phone', 'helpType', 'createdAt'],
    presets: EXPORT_PRESETS.volunteers,
  },
  // ?event=slug names the event (CONTRACT section 14).
  rsvps: {
    filter: rsvpExportFilterSchema,
    source: rsvpSource,
    columns: ['id', 'firstName', 'lastName', 'email', 'phone', 'guests', 'status', 'attended', 'createdAt'],
    presets: EXPORT_PRESETS.rsvps,
  },
  contacts: {
    filter: plainFilterSchema,
    source: contactSource,
    columns: ['id', 'firstName', 'lastName', 'email', 'subject', 'message', 'createdAt'],
  },
  newsletter: {
    filter: subscriberFilterSchema,
    source: subscriberSource,
    columns: ['id', 'email', 'status', 'createdAt'],
    presets: EXPORT_PRESETS.newsletter,
    // An importer's list is who may be mailed: confirmed subscribers only (CONTRACT section 11).
    presetFilter: { status: 'confirmed' },
  },
  endorsements: {
    filter: moderationFilterSchema,
    source: endorsementSource,
    columns: ['id', 'name', 'title', 'endorsement', 'approved', 'createdAt'],
  },
  testimonials: {
    filter: moderationFilterSchema,
    source: testimonialSource,
    columns: ['id', 'name', 'email', 'title', 'organization', 'content', 'status', 'submittedAt'],
  },
} satisfies Record<string, Dataset>;

export type DatasetName = keyof typeof DATASETS;

export const isDataset = (name: string): name is DatasetName => Object.hasOwn(DATASETS, name);

export const datasetFilter = (name: DatasetName): z.ZodType<object> => DATASETS[name].filter;
export const hasPresets = (name: DatasetName) => 'presets' in DATASETS[name];

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection, OWASP):
// the leading apostrophe makes it plain text. Tab and CR can hide such a start from the eye.
const FORMULA_START = /^[=+\-@\t\r]/;
export const neutralizeFormula = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/** A CSV writer with a header row, as a stream: it only holds the records not yet sent. */
export function csvStringifier(columns: string[]): Stringifier {
  return stringify({
    header: true,
    columns,
    // RFC 4180: CRLF between records, and any field holding a line break is quoted.
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
    cast: { date: (d) => d.toISOString(), string: neutralizeFormula },
  });
}

export interface OpenExport {
  columns: string[];
  rows: AsyncGenerator<Record<string, unknown>>;
}

/** A list's source without `recruitedBy`, which no export column shows (a lookup per row saved). */
function exported(spec: ListSpec): ListSpec {
  const { recruitedBy: _unused, ...fields } = spec.fields;
  return { ...spec, fields };
}

/** Where each row came from (CONTRACT section 17), as six columns after the dataset's own. */
function withOrigins(columns: string[], rows: AsyncGenerator<Record<string, unknown>>): OpenExport {
  return {
    columns: [...columns, ...EXPORT_ORIGIN_COLUMNS],
    rows: (async function* mapped() {
      for await (const row of rows) yield { ...row, ...exportOriginCells(row.source as Attribution | null) };
    })(),
  };
}

/** Starts an export: its first batch is read before a byte is sent, so a failing query is a 500. */
export async function openExport(
  db: Db,
  name: DatasetName,
  filter: object,
  preset?: ExportPreset,
): Promise<OpenExport> {
  const dataset: Dataset = DATASETS[name];
  const source = dataset.source as (f: object) => ListSpec;
  const chosen = preset ? dataset.presets?.[preset] : undefined;
  if (!chosen)
    return withOrigins(dataset.columns, await firstBatchRead(newestFirst(db, exported(source(filter)))));
  const spec = source({ ...filter, ...dataset.presetFilter });
  const rows = await firstBatchRead(newestPerEmail(db, spec));
  return {
    columns: chosen.columns,
    rows: (async function* mapped() {
      for await (const row of rows) yield chosen.row(row);
    })(),
  };
}
