import type { EditorValues } from './post-form-values';

// An editor's copy of unsaved work in this browser: it survives a reload, a crash, or a session
// that ended mid-sentence. One entry per post ('new' for a post not created yet) or page.

export interface Backup<V = EditorValues> {
  savedAt: string;
  values: V;
}

export const postBackupKey = (slug: string | undefined) => `post-editor-backup:${slug ?? 'new'}`;

export function readBackup<V = EditorValues>(key: string): Backup<V> | undefined {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<Backup<V>>;
    return typeof parsed.savedAt === 'string' && parsed.values && typeof parsed.values === 'object'
      ? (parsed as Backup<V>)
      : undefined;
  } catch {
    return undefined;
  }
}

export function writeBackup(key: string, values: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify({ savedAt: new Date().toISOString(), values }));
  } catch {
    // Storage full or disabled (private mode): the server copy and the leave warning remain.
  }
}

export function clearBackup(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // As above: nothing was stored.
  }
}

/** JSON with every object's keys sorted: the same values in another key order write the same. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : v,
  );

/**
 * Whether two form values are the same. Key order does not count: PostgreSQL's jsonb hands back
 * keys in its own order, so a refetch after "Settings saved" showed a false "unsaved changes".
 */
export const sameValues = (a: unknown, b: unknown) => canonical(a) === canonical(b);
