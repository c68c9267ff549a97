/**
 * Runs work for one key one at a time on this instance, in arrival order; different keys run side
 * by side. For writes that would only queue on a row lock anyway (the RSVPs of one event): waiting
 * here holds no database connection, so a burst of them cannot take the whole pool and leave every
 * other request of the site answering 503 while they wait their turn at the lock. The row lock
 * still orders them between instances.
 */
export function inTurn() {
  const tails = new Map<string, Promise<unknown>>();
  return async <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const before = tails.get(key) ?? Promise.resolve();
    const done = before.then(work, work);
    const tail = done.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await done;
    } finally {
      // The last in line leaves no entry behind.
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
