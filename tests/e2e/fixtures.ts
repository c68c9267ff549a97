import { test as base, expect } from '@playwright/test';

// Every browser test fails on a console error or an uncaught exception in the page (STYLE.md,
// habit 9). A test that provokes an error on purpose names it with `consoleGuard.allow(/pattern/)`.

export interface ConsoleGuard {
  /** Errors matching the pattern do not fail this test. */
  allow(pattern: RegExp): void;
  /** Every console error and page exception seen so far. */
  readonly errors: string[];
}

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error')
          errors.push(`console.error: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use({ allow: (pattern) => allowed.push(pattern), errors });
      const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
      expect(unexpected, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export { expectNoAxeViolations } from './helpers/axe';
