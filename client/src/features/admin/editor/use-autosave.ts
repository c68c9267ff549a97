import { useEffect, useRef } from 'react';

/** CONTRACT section 8: about 2 seconds after typing stops. */
export const AUTOSAVE_DELAY_MS = 2000;
// After a failure that may pass (offline, server trouble), try again less eagerly.
const RETRY_DELAY_MS = 10_000;

interface AutosaveOptions {
  /** Drafts (and new posts with a title) only, and never while a conflict waits for the writer. */
  enabled: boolean;
  /** The form differs from what the server holds. */
  dirty: boolean;
  /** Changes with every edit, restarting the wait. */
  valuesKey: string;
  /** Changes after every save, so a change typed during a save is saved next. */
  savedKey: string;
  /** Retryable failures in a row. */
  failures: number;
  save: () => void;
}

/** Calls `save` once the writer has paused, as long as there is something to save. */
export function useAutosave({ enabled, dirty, valuesKey, savedKey, failures, save }: AutosaveOptions) {
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  }, [save]);

  useEffect(() => {
    if (!enabled || !dirty) return;
    const timer = setTimeout(() => latest.current(), failures > 0 ? RETRY_DELAY_MS : AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [enabled, dirty, valuesKey, savedKey, failures]);
}
