import { useEffect, useState } from 'react';
import { clearBackup, readBackup, sameValues, writeBackup, type Backup } from './local-backup';

interface LocalBackupOptions<V> {
  /** Where this post's or page's copy is kept (postBackupKey, or a page's own key). */
  storageKey: string;
  values: V;
  /** What the server holds (or the empty form for a new post). */
  savedValues: V;
  /** When the server's copy last changed; undefined for a new post. */
  serverUpdatedAt: string | undefined;
}

/** A stored copy worth offering: newer than the server's and different from it. */
function offerFor<V>(key: string, saved: V, serverUpdatedAt?: string) {
  const backup = readBackup<V>(key);
  if (!backup || sameValues(backup.values, saved)) return null;
  if (serverUpdatedAt && Date.parse(backup.savedAt) <= Date.parse(serverUpdatedAt)) return null;
  return backup;
}

/**
 * Keeps the unsaved form in localStorage as it is typed and forgets it once saved. On opening, a
 * newer stored copy is offered back; until the writer answers, it is left untouched.
 */
export function useLocalBackup<V>({
  storageKey,
  values,
  savedValues,
  serverUpdatedAt,
}: LocalBackupOptions<V>) {
  const [offer, setOffer] = useState<Backup<V> | null>(() =>
    offerFor(storageKey, savedValues, serverUpdatedAt),
  );
  const dirty = !sameValues(values, savedValues);

  useEffect(() => {
    if (offer) return;
    if (dirty) writeBackup(storageKey, values);
    else clearBackup(storageKey);
  }, [offer, dirty, storageKey, values]);

  return {
    offer,
    /** The stored values, for the form to take; storing resumes with them. */
    accept: () => {
      setOffer(null);
      return offer?.values;
    },
    discard: () => {
      clearBackup(storageKey);
      setOffer(null);
    },
  };
}
