// Contacts logged on a phone that lost its network (CONTRACT section 15): each is kept in
// localStorage under its clientId until the server has it, so a reload or a dead tab loses nothing
// and the server's clientId check makes a resend harmless. Kept free of React for the unit tests.

export interface PendingContact {
  delegateId: string;
  /** The request body as the form built it, its clientId included. */
  body: { clientId: string } & Record<string, unknown>;
  savedAt: string;
  /** Set when the server refused it (not a network failure): it will never go, so it can be dropped. */
  error?: string;
}

export type SendResult = { ok: true } | { ok: false; offline: true } | { ok: false; error: string };

const KEY = 'delegateContactsPending';
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: PendingContact[] = [];

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function isPending(value: unknown): value is PendingContact {
  const item = value as PendingContact;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.delegateId === 'string' &&
    typeof item.body?.clientId === 'string' &&
    typeof item.savedAt === 'string'
  );
}

/** What is waiting, oldest first; the same array until the stored text changes. */
export function readPending(): PendingContact[] {
  const raw = storage()?.getItem(KEY) ?? null;
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cached = Array.isArray(parsed) ? parsed.filter(isPending) : [];
  } catch {
    cached = [];
  }
  return cached;
}

function write(items: PendingContact[]) {
  const store = storage();
  if (!store) return;
  if (items.length === 0) store.removeItem(KEY);
  else store.setItem(KEY, JSON.stringify(items));
  listeners.forEach((listener) => listener());
}

/** Keeps a contact until it is sent; a second save of one clientId replaces the first. */
export function savePending(item: PendingContact) {
  write([...readPending().filter((p) => p.body.clientId !== item.body.clientId), item]);
}

export function removePending(clientId: string) {
  const items = readPending();
  if (items.some((p) => p.body.clientId === clientId)) {
    write(items.filter((p) => p.body.clientId !== clientId));
  }
}

function markFailed(clientId: string, error: string) {
  write(readPending().map((p) => (p.body.clientId === clientId ? { ...p, error } : p)));
}

export function subscribePending(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

let flushing: Promise<number> | null = null;

/**
 * Sends every waiting contact once, oldest first, and answers how many went. Calls made while one
 * runs join it, so the `online` event and a page load arriving together send each contact once.
 * A network failure stops the round (the rest would fail too); a refusal marks that contact.
 */
export function flushPending(send: (item: PendingContact) => Promise<SendResult>): Promise<number> {
  flushing ??= (async () => {
    let sent = 0;
    try {
      for (const item of readPending()) {
        if (item.error) continue;
        const result = await send(item);
        if (result.ok) {
          removePending(item.body.clientId);
          sent += 1;
        } else if ('offline' in result) break;
        else markFailed(item.body.clientId, result.error);
      }
    } finally {
      flushing = null;
    }
    return sent;
  })();
  return flushing;
}

/** A fresh clientId (a UUID), with a fallback for the rare browser without randomUUID. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
