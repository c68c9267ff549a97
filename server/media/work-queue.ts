/**
 * Runs at most `limit` jobs at once, the rest waiting in order. Image work runs on libuv's thread
 * pool (4 threads by default, shared with DNS, zlib and bcrypt): one upload at a time, each encode on
 * one libvips thread, leaves threads free for everything else the server does meanwhile.
 */
export function createWorkQueue(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  // A finishing job hands its slot straight to the next in line, so a newcomer cannot jump the queue.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await job();
    } finally {
      release();
    }
  };
}
