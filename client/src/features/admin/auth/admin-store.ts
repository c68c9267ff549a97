import { useSyncExternalStore } from 'react';

// SPEC section 4: sign-in keeps only {username, role} in session storage; every admin page reads it
// to decide whether to show itself or send the person to /admin/login.

export interface StoredAdmin {
  username: string;
  role: string;
}

const KEY = 'adminUser';
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedAdmin: StoredAdmin | null = null;

function read(): StoredAdmin | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(KEY);
  } catch {
    raw = null;
  }
  // useSyncExternalStore needs a stable snapshot: parse only when the stored text changes.
  if (raw === cachedRaw) return cachedAdmin;
  cachedRaw = raw;
  cachedAdmin = parse(raw);
  return cachedAdmin;
}

function parse(raw: string | null): StoredAdmin | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredAdmin>;
    return typeof value.username === 'string' && typeof value.role === 'string'
      ? { username: value.username, role: value.role }
      : null;
  } catch {
    return null;
  }
}

// Set from the moment this tab's Sign Out is pressed until the next sign-in: a session check that
// the sign-out overtook answers 401, and that 401 is the sign-out's, not a session that ended.
let signingOut = false;

export function markSigningOut() {
  signingOut = true;
}

export const isSigningOut = () => signingOut;

function emit() {
  listeners.forEach((listener) => listener());
}

export function getStoredAdmin(): StoredAdmin | null {
  return read();
}

export function storeAdmin(admin: StoredAdmin) {
  signingOut = false;
  sessionStorage.setItem(KEY, JSON.stringify({ username: admin.username, role: admin.role }));
  emit();
}

export function clearStoredAdmin() {
  sessionStorage.removeItem(KEY);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The signed-in admin as this tab knows it, re-rendering when it signs in or out. */
export function useStoredAdmin(): StoredAdmin | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
