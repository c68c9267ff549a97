// `npm run mutate [module...] [-- --force]`: StrykerJS (stryker.config.mjs) over each named module,
// or every module, one after the other; each prints its score and leaves reports/mutation/<module>.json.
// Options (`--force`: no reuse of the last run's results) are handed to Stryker.
import { spawnSync } from 'node:child_process';

// A plain JavaScript config (Stryker reads it itself): imported by path, typed here.
const CONFIG = '../stryker.config.mjs';
const { MODULES } = (await import(CONFIG)) as { MODULES: Record<string, unknown> };

const args = process.argv.slice(2);
const asked = args.filter((arg) => !arg.startsWith('-'));
const options = args.filter((arg) => arg.startsWith('-'));
const unknown = asked.filter((name) => !(name in MODULES));
if (unknown.length > 0) {
  console.error(`Unknown module(s): ${unknown.join(', ')}. Modules: ${Object.keys(MODULES).join(', ')}`);
  process.exit(1);
}
let failed = false;
for (const name of asked.length > 0 ? asked : Object.keys(MODULES)) {
  console.log(`== mutation testing: ${name}`);
  const run = spawnSync('npx', ['stryker', 'run', 'stryker.config.mjs', ...options], {
    stdio: 'inherit',
    env: { ...process.env, MUTATE_MODULE: name },
  });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
