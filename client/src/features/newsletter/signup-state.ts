import { useSyncExternalStore } from 'react';

// After a sign-up, every newsletter form on the page (the footer's, Home's, Updates') gives way to
// one lasting line (CONTRACT section 11), kept for the visit so a later page says the same.

const KEY = 'newsletter-signup-notice';
const listeners = new Set<() => void>();

function read(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

let notice = typeof window === 'undefined' ? '' : read();

export function rememberSignup(text: string) {
  notice = text;
  try {
    sessionStorage.setItem(KEY, text);
  } catch {
    // Private modes may refuse storage: the line still shows until the page is left.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The line to show in place of the form once this visitor has signed up, else "". */
export const useSignupNotice = () =>
  useSyncExternalStore(
    subscribe,
    () => notice,
    () => '',
  );
