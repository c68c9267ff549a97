// Issue 26: the first start and every test run print nothing about Vite's own config. Vite bundles
// vite.config.ts and every file it imports, and warns (seven lines or more) about each import the
// native loader could not follow, such as a relative import without its file extension.
import path from 'node:path';
import { createLogger, loadConfigFromFile, type Logger } from 'vite';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

async function warningsLoading(file: string) {
  const said: string[] = [];
  const logger: Logger = {
    ...createLogger('silent'),
    warn: (message) => void said.push(message),
    warnOnce: (message) => void said.push(message),
    error: (message) => void said.push(message),
  };
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    path.join(root, file),
    root,
    'warn',
    logger,
  );
  return { loaded, said };
}

describe('Vite configs', () => {
  it('vite.config.ts loads without a warning', async () => {
    const { loaded, said } = await warningsLoading('vite.config.ts');
    expect(loaded?.config.plugins?.length).toBeGreaterThan(0);
    expect(said).toEqual([]);
  });

  // Vitest loads its config the same way, at the start of every test run.
  it('vitest.config.ts loads without a warning', async () => {
    const { loaded, said } = await warningsLoading('vitest.config.ts');
    expect(loaded?.config).toHaveProperty('test');
    expect(said).toEqual([]);
  });
});
