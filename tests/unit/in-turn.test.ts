import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { inTurn } from '../../server/db/in-turn';

describe('inTurn', () => {
  it('runs the work of one key one at a time, in arrival order', async () => {
    const run = inTurn();
    const log: string[] = [];
    const job = (name: string, ms: number) =>
      run('event-a', async () => {
        log.push(`start ${name}`);
        await sleep(ms);
        log.push(`end ${name}`);
        return name;
      });
    expect(await Promise.all([job('1', 20), job('2', 1), job('3', 5)])).toEqual(['1', '2', '3']);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });

  it('runs different keys side by side', async () => {
    const run = inTurn();
    let running = 0;
    let most = 0;
    const job = (key: string) =>
      run(key, async () => {
        most = Math.max(most, ++running);
        await sleep(10);
        running -= 1;
      });
    await Promise.all([job('a'), job('b'), job('c')]);
    expect(most).toBe(3);
  });

  it('passes a failure to its caller and goes on with the next in line', async () => {
    const run = inTurn();
    const failed = run('k', async () => {
      throw new Error('no seats');
    });
    const next = run('k', async () => 'next');
    await expect(failed).rejects.toThrow('no seats');
    expect(await next).toBe('next');
  });
});
