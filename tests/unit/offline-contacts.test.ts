import { beforeEach, describe, expect, it } from 'vitest';
import {
  flushPending,
  newClientId,
  readPending,
  removePending,
  savePending,
  subscribePending,
  type PendingContact,
  type SendResult,
} from '../../client/src/features/admin/delegates/offline-contacts';

// Node 20 has no localStorage: a Map behind the same four calls stands in for the phone's.
class MemoryStorage {
  private map = new Map<string, string>();
  getItem = (key: string) => this.map.get(key) ?? null;
  setItem = (key: string, value: string) => void this.map.set(key, value);
  removeItem = (key: string) => void this.map.delete(key);
  clear = () => this.map.clear();
}

const store = new MemoryStorage();
Object.defineProperty(globalThis, 'localStorage', { value: store, configurable: true });

const contact = (clientId: string, delegateId = 'd-1'): PendingContact => ({
  delegateId,
  body: { clientId, method: 'call', outcome: 'reached', note: '' },
  savedAt: '2026-11-28T12:00:00.000Z',
});

beforeEach(() => store.clear());

describe('contacts kept while offline', () => {
  it('keeps a contact until it is removed, and a second save of one clientId replaces the first', () => {
    savePending(contact('a'));
    savePending({ ...contact('a'), delegateId: 'd-2' });
    savePending(contact('b'));
    expect(readPending().map((p) => [p.body.clientId, p.delegateId])).toEqual([
      ['a', 'd-2'],
      ['b', 'd-1'],
    ]);
    removePending('a');
    expect(readPending().map((p) => p.body.clientId)).toEqual(['b']);
  });

  it('answers the same array until the store changes, and tells its listeners', () => {
    let calls = 0;
    const stop = subscribePending(() => (calls += 1));
    savePending(contact('a'));
    expect(readPending()).toBe(readPending());
    removePending('a');
    removePending('a');
    stop();
    savePending(contact('b'));
    expect(calls).toBe(2);
  });

  it('reads a damaged or foreign store as empty rather than failing', () => {
    store.setItem('delegateContactsPending', '{not json');
    expect(readPending()).toEqual([]);
    store.setItem('delegateContactsPending', JSON.stringify([{ delegateId: 7 }, contact('ok')]));
    expect(readPending().map((p) => p.body.clientId)).toEqual(['ok']);
  });

  it('sends each waiting contact once, oldest first, and removes it when the server has it', async () => {
    savePending(contact('a'));
    savePending(contact('b'));
    const sent: string[] = [];
    const send = async (item: PendingContact): Promise<SendResult> => {
      sent.push(item.body.clientId);
      return { ok: true };
    };
    // The `online` event and a page load arriving together join one round.
    const [first, second] = await Promise.all([flushPending(send), flushPending(send)]);
    expect(sent).toEqual(['a', 'b']);
    expect([first, second]).toEqual([2, 2]);
    expect(readPending()).toEqual([]);
  });

  it('stops at a network failure and keeps the rest for the next round', async () => {
    savePending(contact('a'));
    savePending(contact('b'));
    const tried: string[] = [];
    const went = await flushPending(async (item) => {
      tried.push(item.body.clientId);
      return { ok: false, offline: true };
    });
    expect(went).toBe(0);
    expect(tried).toEqual(['a']);
    expect(readPending()).toHaveLength(2);
  });

  it('marks a contact the server refused and does not send it again', async () => {
    savePending(contact('a'));
    savePending(contact('b'));
    const tried: string[] = [];
    const send = async (item: PendingContact): Promise<SendResult> => {
      tried.push(item.body.clientId);
      return item.body.clientId === 'a' ? { ok: false, error: 'Delegate not found' } : { ok: true };
    };
    expect(await flushPending(send)).toBe(1);
    expect(readPending()).toEqual([{ ...contact('a'), error: 'Delegate not found' }]);
    expect(await flushPending(send)).toBe(0);
    expect(tried).toEqual(['a', 'b']);
  });

  it('makes clientIds that are UUIDs', () => {
    expect(newClientId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
