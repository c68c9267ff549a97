import type { EditorValues } from './post-form-values';

// The editor's copy of unsaved work in this browser: it survives a reload, a crash, or a session
// that ended mid-sentence. One entry per post ('new' for a post not created yet).

export interface Backup {
  savedAt: string;
  values: EditorValues;
}

const keyFor = (slug: string | undefined) => `post-editor-backup:${slug ?? 'new'}`;

export function readBackup(slug: string | undefined): Backup | undefined {
  try {
    const raw = localStorage.getItem(keyFor(slug));
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<Backup>;
    return typeof parsed.savedAt === 'string' && parsed.values && typeof parsed.values.content === 'string'
      ? (parsed as Backup)
      : undefined;
  } catch {
    return undefined;
  }
}

export function writeBackup(slug: string | undefined, values: EditorValues): void {
  try {
    localStorage.setItem(keyFor(slug), JSON.stringify({ savedAt: new Date().toISOString(), values }));
  } catch {
    // Storage full or disabled (private mode): the server copy and the leave warning remain.
  }
}

export function clearBackup(slug: string | undefined): void {
  try {
    localStorage.removeItem(keyFor(slug));
  } catch {
    // As above: nothing was stored.
  }
}

export const sameValues = (a: EditorValues, b: EditorValues) => JSON.stringify(a) === JSON.stringify(b);
