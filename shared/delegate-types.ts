// CONTRACT section 15: the delegates API's words, bounds, labels and answers, shared by the server
// and the admin screens (shared/delegates.ts re-exports all of it beside the request schemas).

export const DELEGATE_KINDS = ['delegate', 'alternate'] as const;
export type DelegateKind = (typeof DELEGATE_KINDS)[number];
export const SUPPORT_LEVELS = [1, 2, 3, 4, 5] as const;
export type SupportLevel = (typeof SUPPORT_LEVELS)[number];
/** The keys of a count's `bySupport`, and the values of the list's `support` filter. */
export const SUPPORT_KEYS = ['1', '2', '3', '4', '5', 'unknown'] as const;
export type SupportKey = (typeof SUPPORT_KEYS)[number];
export const PLEDGES = ['none', 'soft', 'hard'] as const;
export type Pledge = (typeof PLEDGES)[number];
export const CONTACT_METHODS = ['call', 'text', 'email', 'in-person', 'event', 'other'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
export const CONTACT_OUTCOMES = ['reached', 'left-message', 'no-answer', 'wrong-number', 'declined'] as const;
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number];
export const HISTORY_FIELDS = ['support', 'pledge', 'owner'] as const;
export type HistoryField = (typeof HISTORY_FIELDS)[number];
export const ACTIVITY_KINDS = ['story', 'volunteer', 'contact', 'newsletter', 'rsvp'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export const DELEGATE_SORTS = ['name', 'updated', 'lastContact', 'due'] as const;
export type DelegateSort = (typeof DELEGATE_SORTS)[number];
export const DUE_FILTERS = ['overdue', 'week'] as const;
export type DueFilter = (typeof DUE_FILTERS)[number];

export const DELEGATE_NAME_MAX = 80;
export const DELEGATE_PLACE_MAX = 80;
export const NEXT_STEP_MAX = 200;
export const TAG_MAX = 40;
export const TAGS_MAX = 20;
export const CONTACT_NOTE_MAX = 2000;
export const DELEGATE_BULK_MAX = 500;
export const WIN_NUMBER_MAX = 100_000;
export const TREND_DAYS = 60;
/** The largest import file (CONTRACT section 15); a bigger one is 413. */
export const DELEGATE_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const DELEGATE_NOT_FOUND = 'Delegate not found';
export const PLEDGE_NEEDS_SUPPORT = 'A pledge needs support 1 or 2';

// NationBuilder's scale; "unknown" is a delegate not yet identified.
export const SUPPORT_LABELS: Record<SupportKey, string> = {
  '1': 'Strong support',
  '2': 'Leaning our way',
  '3': 'Undecided',
  '4': 'Leaning against',
  '5': 'Strong against',
  unknown: 'Not yet identified',
};
export const PLEDGE_LABELS: Record<Pledge, string> = {
  none: 'No pledge',
  soft: 'Soft pledge',
  hard: 'Hard pledge',
};
export const CONTACT_METHOD_LABELS: Record<ContactMethod, string> = {
  call: 'Call',
  text: 'Text',
  email: 'Email',
  'in-person': 'In person',
  event: 'At an event',
  other: 'Other',
};
export const OUTCOME_LABELS: Record<ContactOutcome, string> = {
  reached: 'Reached',
  'left-message': 'Left a message',
  'no-answer': 'No answer',
  'wrong-number': 'Wrong number',
  declined: 'Declined to talk',
};
export const KIND_LABELS: Record<DelegateKind, string> = { delegate: 'Delegate', alternate: 'Alternate' };

/** A support level as the count's and the filter's key: `null` is "unknown". */
export const supportKey = (support: SupportLevel | null): SupportKey =>
  support === null ? 'unknown' : (String(support) as SupportKey);

/** The pledge rule: a pledge other than `none` needs support 1 or 2. */
export const pledgeAllowed = (support: number | null, pledge: Pledge) =>
  pledge === 'none' || support === 1 || support === 2;

// ---- Answers ----

export interface NextStep {
  text: string;
  /** A calendar day, `YYYY-MM-DD`. */
  due: string;
}

export interface Delegate {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  local: string;
  region: string;
  kind: DelegateKind;
  support: SupportLevel | null;
  pledge: Pledge;
  owner: string | null;
  nextStep: NextStep | null;
  tags: string[];
  version: number;
  createdAt: string;
  updatedAt: string;
  lastContactAt: string | null;
}

export interface DelegateContact {
  id: string;
  clientId: string;
  at: string;
  by: string;
  method: ContactMethod;
  outcome: ContactOutcome;
  note: string;
}

export interface DelegateHistoryItem {
  at: string;
  by: string;
  field: HistoryField;
  /** support: a level or null; pledge: its name; owner: a username or null. */
  from: number | string | null;
  to: number | string | null;
}

export interface DelegateActivityItem {
  kind: ActivityKind;
  at: string;
  summary: string;
  /** An admin screen's path, or null where there is none. */
  link: string | null;
}

export interface DelegateBulkResult {
  updated: string[];
  skipped: string[];
}

export interface DelegateImportError {
  line: number;
  message: string;
}

export interface DelegateImportResult {
  create: number;
  update: number;
  unchanged: number;
  errors: DelegateImportError[];
}

export type SupportCounts = Record<SupportKey, number>;

export interface DelegateCountGroup {
  seated: number;
  hard: number;
  soft: number;
  bySupport: SupportCounts;
}

export interface DelegateCount {
  seated: number;
  winNumber: number;
  hard: number;
  soft: number;
  committed: number;
  bySupport: SupportCounts;
  alternates: number;
  byRegion: (DelegateCountGroup & { region: string })[];
  byOwner: (DelegateCountGroup & { owner: string | null })[];
  trend: { date: string; hard: number; soft: number }[];
}

export interface DelegateSettings {
  winNumber: number | null;
}
