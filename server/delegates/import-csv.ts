import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import {
  DELEGATE_KINDS,
  DELEGATE_NAME_MAX,
  DELEGATE_PLACE_MAX,
  type DelegateImportError,
  type DelegateKind,
} from '../../shared/delegates';
import { EMAIL_MAX, PHONE_MAX, lineString } from '../../shared/schemas/fields';
import { HttpError } from '../http/errors';

// Reading the union's delegate list (CONTRACT section 15): UTF-8 with or without BOM, comma or
// semicolon, a header row naming the columns in any of the spellings real exports use.

export interface ImportRow {
  line: number;
  firstName: string;
  lastName: string;
  /** null: the cell was empty or the column absent, so the stored value stays. */
  email: string | null;
  phone: string | null;
  local: string;
  region: string;
  kind: DelegateKind;
}

export interface ReadFile {
  rows: ImportRow[];
  errors: DelegateImportError[];
}

type Field = 'firstName' | 'lastName' | 'email' | 'phone' | 'local' | 'region' | 'kind';

// Header names with case, spaces, dashes and underscores set aside.
const HEADERS: Record<string, Field> = {
  firstname: 'firstName',
  lastname: 'lastName',
  email: 'email',
  phone: 'phone',
  local: 'local',
  region: 'region',
  kind: 'kind',
  type: 'kind',
};
const REQUIRED: Field[] = ['firstName', 'lastName', 'local', 'region'];
const COLUMN_NAMES: Record<Field, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  local: 'local',
  region: 'region',
  kind: 'kind',
};

// A spreadsheet runs a cell starting with one of these as a formula: such a name is refused, not
// stored, so no later export or copy-paste can carry it (a phone may start with +, then digits).
const FORMULA_START = /^[=+\-@]/;
const noFormula = (v: string) => !FORMULA_START.test(v);
const FORMULA_MESSAGE = 'must not start with =, +, - or @';

const cell = (max: number, required: boolean) => {
  const base = lineString()
    .max(max, { error: `must be at most ${max} characters` })
    .refine(noFormula, { error: FORMULA_MESSAGE });
  return required ? base.min(1, { error: 'is required' }) : base;
};

const rowSchema = z.object({
  firstName: cell(DELEGATE_NAME_MAX, true),
  lastName: cell(DELEGATE_NAME_MAX, true),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX, { error: `must be at most ${EMAIL_MAX} characters` })
    .refine((v) => v === '' || z.email().safeParse(v).success, { error: 'is not a valid email address' })
    .transform((v) => v || null),
  phone: lineString()
    .max(PHONE_MAX, { error: `must be at most ${PHONE_MAX} characters` })
    .refine((v) => noFormula(v) || /^\+[\d\s().-]+$/.test(v), { error: FORMULA_MESSAGE })
    .transform((v) => v || null),
  local: cell(DELEGATE_PLACE_MAX, true),
  region: cell(DELEGATE_PLACE_MAX, true),
  kind: z
    .string()
    .trim()
    .toLowerCase()
    .transform((v) => v || 'delegate')
    .pipe(z.enum(DELEGATE_KINDS, { error: 'must be delegate or alternate' })),
});

const notCsv = () => new HttpError(415, 'The file must be a CSV in UTF-8');

/** The file's text; bytes that are not UTF-8 text (a spreadsheet, a PDF, an image) are a 415. */
function decode(bytes: Buffer): string {
  if (bytes.includes(0)) throw notCsv();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw notCsv();
  }
}

interface Parsed {
  record: string[];
  info: { lines: number };
}

/** The file's records, or the line where it stops being CSV (a quote never closed). */
function records(text: string): Parsed[] | DelegateImportError {
  try {
    return parse(text, {
      bom: true,
      delimiter: [',', ';'],
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as Parsed[];
  } catch (err) {
    const line = Number((err as { lines?: number }).lines) || 1;
    return {
      line,
      message: `The file could not be read as CSV (${(err as { code?: string }).code ?? 'error'})`,
    };
  }
}

const headerKey = (name: string) => name.toLowerCase().replace(/[\s_-]/g, '');

/** Every row checked; errors carry the file's line number (the header is line 1). */
export function readDelegateCsv(bytes: Buffer): ReadFile {
  const parsed = records(decode(bytes));
  if (!Array.isArray(parsed)) return { rows: [], errors: [parsed] };
  if (parsed.length === 0) return { rows: [], errors: [{ line: 1, message: 'The file has no header row' }] };
  const [header, ...body] = parsed;
  const columns = header.record.map((name) => HEADERS[headerKey(name)]);
  const missing = REQUIRED.filter((f) => !columns.includes(f));
  if (missing.length > 0)
    return {
      rows: [],
      errors: [{ line: 1, message: `Missing column: ${missing.map((f) => COLUMN_NAMES[f]).join(', ')}` }],
    };
  const rows: ImportRow[] = [];
  const errors: DelegateImportError[] = [];
  for (const { record, info } of body) {
    const line = info.lines;
    if (record.length !== columns.length) {
      errors.push({
        line,
        message: `The row has ${record.length} columns; the header has ${columns.length}`,
      });
      continue;
    }
    const values: Record<Field, string> = {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      local: '',
      region: '',
      kind: '',
    };
    columns.forEach((field, i) => {
      if (field) values[field] = record[i];
    });
    const result = rowSchema.safeParse(values);
    if (!result.success) {
      for (const issue of result.error.issues)
        errors.push({ line, message: `${COLUMN_NAMES[issue.path[0] as Field]} ${issue.message}` });
      continue;
    }
    rows.push({ line, ...result.data });
  }
  return { rows, errors };
}
