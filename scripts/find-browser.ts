// `npm test`'s first step (scripts/test-all.sh): prints the Chromium to use on stdout, installing
// one if this machine has none, or stops at once with one sentence saying what to run. Messages go
// to stderr, so that the shell can capture the path alone.
import { execSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { decideBrowser, noBrowserMessage, probeMachine } from './browser-finder';

// Loaded only when no other browser is found: Playwright takes seconds to load on a busy machine.
function playwrightPath(): string | undefined {
  try {
    const { chromium } = createRequire(import.meta.url)(
      'playwright-core',
    ) as typeof import('playwright-core');
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

function main(): number {
  const machine = probeMachine(process.env, playwrightPath);
  const decision = decideBrowser(machine);
  if (decision.kind === 'found') {
    console.error(`Browser tests will use ${decision.path} (from ${decision.source}).`);
    console.log(decision.path);
    return 0;
  }
  if (decision.kind === 'none') {
    console.error(decision.message);
    return 1;
  }
  if (decision.note) console.error(`${decision.note}.`);
  console.error(`No Chromium on this machine: installing one with \`${decision.command}\`...`);
  try {
    execSync(decision.command, { stdio: ['ignore', 2, 2] });
  } catch {
    console.error(noBrowserMessage(`\`${decision.command}\` failed`));
    return 1;
  }
  const installed = decision.then.find((path) => machine.isExecutable(path));
  if (!installed) {
    console.error(
      noBrowserMessage(`\`${decision.command}\` installed nothing at ${decision.then.join(', ')}`),
    );
    return 1;
  }
  console.error(`Installed: browser tests will use ${installed}.`);
  console.log(installed);
  return 0;
}

process.exitCode = main();
