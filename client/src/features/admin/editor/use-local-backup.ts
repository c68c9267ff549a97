import { useEffect, useState } from 'react';
import { clearBackup, readBackup, sameValues, writeBackup, type Backup } from './local-backup';
import type { EditorValues } from './post-form-values';

interface LocalBackupOptions {
  slug: string | undefined;
  values: EditorValues;
  /** What the server holds (or the empty form for a new post). */
  savedValues: EditorValues;
  /** When the server's copy last changed; undefined for a new post. */
  serverUpdatedAt: string | undefined;
}

/** A stored copy worth offering: newer than the server's and different from it. */
function offerFor(slug: string | undefined, saved: EditorValues, serverUpdatedAt?: string) {
  const backup = readBackup(slug);
  if (!backup || sameValues(backup.values, saved)) return null;
  if (serverUpdatedAt && Date.parse(backup.savedAt) <= Date.parse(serverUpdatedAt)) return null;
  return backup;
}

/**
 * Keeps the unsaved form in localStorage as it is typed and forgets it once saved. On opening, a
 * newer stored copy is offered back; until the writer answers, it is left untouched.
 */
export function useLocalBackup({ slug, values, savedValues, serverUpdatedAt }: LocalBackupOptions) {
  const [offer, setOffer] = useState<Backup | null>(() => offerFor(slug, savedValues, serverUpdatedAt));
  const dirty = !sameValues(values, savedValues);

  useEffect(() => {
    if (offer) return;
    if (dirty) writeBackup(slug, values);
    else clearBackup(slug);
  }, [offer, dirty, slug, values]);

  return {
    offer,
    /** The stored values, for the form to take; storing resumes with them. */
    accept: () => {
      setOffer(null);
      return offer?.values;
    },
    discard: () => {
      clearBackup(slug);
      setOffer(null);
    },
  };
}
