import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until no finite animation runs: a toast still fading in (opacity rising) fails axe's
 * contrast check for the 150 ms of its animation, whenever axe happens to look then. Endless ones
 * (a spinner, a skeleton's pulse) are left running.
 */
export async function animationsSettled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * Runs axe on the settled page and expects no violation, listing any it finds. `exclude`: parts
 * axe must leave alone, such as a sandboxed frame, into which it cannot inject itself (Chromium
 * blocks the script, reports each attempt as a console error, and axe waits).
 */
export async function expectNoAxeViolations(page: Page, exclude: string[] = []) {
  await animationsSettled(page);
  // Only violations are read: axe then builds a selector for one node of each passing rule instead
  // of for every node (its documented speed-up), the most of its time on a long admin list.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  // A page of one frame (all but the previews, which are excluded) needs none of the default mode's
  // merging of frames' results, for which each check opens a blank page and injects axe a second
  // time: 0.47 CPU-s a check (30 checks of five screens: 39 CPU-s against 25), 95 of a run's 206.
  // With frames, the default: the legacy mode would inject axe into an excluded sandboxed frame too.
  if (page.frames().length === 1) builder.setLegacyMode();
  for (const selector of exclude) builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, 'axe violations').toEqual([]);
}
