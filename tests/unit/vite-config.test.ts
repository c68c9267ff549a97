// Issue 26: the first start and every test run print nothing about Vite's own config. Vite bundles
// vite.config.ts and every file it imports, and warns (seven lines or more) about each import the
// native loader could not follow, such as a relative import without its file extension.
import path from 'node:path';
import { createLogger, loadConfigFromFile, type Logger } from 'vite';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

describe('vite.config.ts', () => {
  it('loads without a warning', async () => {
    const said: string[] = [];
    const logger: Logger = {
      ...createLogger('silent'),
      warn: (message) => void said.push(message),
      warnOnce: (message) => void said.push(message),
      error: (message) => void said.push(message),
    };
    const loaded = await loadConfigFromFile(
      { command: 'build', mode: 'production' },
      path.join(root, 'vite.config.ts'),
      root,
      'warn',
      logger,
    );
    expect(loaded?.config.plugins?.length).toBeGreaterThan(0);
    expect(said).toEqual([]);
  });
});
