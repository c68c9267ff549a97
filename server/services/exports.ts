import { stringify } from 'csv-stringify/sync';
import type { Db } from '../db/client';
import { listEndorsements } from './moderation';
import { listContacts, listSubscribers, listVolunteers } from './people';

// CSV downloads of the admin lists (CONTRACT section 4): RFC 4180 with a header row.

interface Dataset {
  columns: string[];
  rows: (db: Db) => Promise<Record<string, unknown>[]>;
}

const DATASETS = {
  volunteers: {
    columns: ['id', 'firstName', 'lastName', 'email', 'phone', 'helpType', 'createdAt'],
    rows: listVolunteers,
  },
  contacts: {
    columns: ['id', 'firstName', 'lastName', 'email', 'subject', 'message', 'createdAt'],
    rows: listContacts,
  },
  newsletter: { columns: ['id', 'email', 'createdAt'], rows: listSubscribers },
  endorsements: {
    columns: ['id', 'name', 'title', 'endorsement', 'approved', 'createdAt'],
    rows: (db) => listEndorsements(db),
  },
} satisfies Record<string, Dataset>;

export type DatasetName = keyof typeof DATASETS;

export const isDataset = (name: string): name is DatasetName => Object.hasOwn(DATASETS, name);

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection, OWASP):
// the leading apostrophe makes it plain text. Tab and CR can hide such a start from the eye.
const FORMULA_START = /^[=+\-@\t\r]/;
export const neutralizeFormula = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

export function toCsv(columns: string[], rows: Record<string, unknown>[]): string {
  return stringify(rows, {
    header: true,
    columns,
    // RFC 4180: CRLF between records, and any field holding a line break is quoted.
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
    cast: { date: (d) => d.toISOString(), string: neutralizeFormula },
  });
}

export async function exportDataset(db: Db, name: DatasetName): Promise<string> {
  const dataset: Dataset = DATASETS[name];
  return toCsv(dataset.columns, await dataset.rows(db));
}
