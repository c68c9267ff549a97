import { defineConfig } from 'vitest/config';
import { scaled } from './tests/helpers/machine-speed.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Vitest's default here is one worker (the cores less one): two took the unit files from
          // 38 s to 21 s alone, and npm test's checks phase from 57 s to 52 s beside tsc and eslint.
          maxWorkers: 2,
          // Some unit files load a config or a bundler (vite.config.ts through esbuild): seconds
          // alone, and past vitest's 5 s beside tsc, eslint and other work. Stretched like the rest.
          testTimeout: scaled(10_000),
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // A quiet machine's limits, stretched by how much slower this one is as the run starts
          // (tests/helpers/machine-speed.ts): a busy machine slows a test, it does not fail it.
          testTimeout: scaled(30_000),
          hookTimeout: scaled(120_000),
          // Two cores: two files at a time. Files share their worker's modules (each still gets a
          // database of its own): importing the server once per worker instead of once per file
          // saves seconds a file.
          maxWorkers: 2,
          // After the unit files when both projects run together (npm run mutate's modules mix
          // them): vitest runs projects with different maxWorkers as separate groups.
          sequence: { groupOrder: 1 },
          isolate: false,
          // On PostgreSQL, the migrated database every file's own is copied from.
          globalSetup: ['tests/helpers/postgres-template.ts'],
        },
      },
    ],
  },
});
