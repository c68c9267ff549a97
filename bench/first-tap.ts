// The first tap on a menu (issue 15): a cold load of the home page in Chromium with the CPU slowed
// 4x (CDP Emulation.setCPUThrottlingRate), then one click on a desktop dropdown and one tap on
// the phone menu as soon as the control is on screen, timed in the page from the pointerdown to
// the first animation frame in which the menu's links are visible.
import { chromium, devices, type BrowserContextOptions } from '@playwright/test';
import { measuringLaunchOptions } from '../scripts/chromium';

export interface TapCase {
  name: string;
  /** `interactive`: tapped once the page has settled (network idle); `at first sight`: the moment
   * the control appears, while the page is still starting. */
  when: 'interactive' | 'at first sight';
  /** Milliseconds per cold load, in run order (Infinity: nothing within 8 s). */
  runs: number[];
  medianMs: number;
  maxMs: number;
}

const CPU_SLOWDOWN = 4;
const RUNS = 5;
// Past this a tap counts as not answered (the issue saw nothing within 8 s).
const GIVE_UP_MS = 8000;

interface Target {
  name: string;
  context: BrowserContextOptions;
  /** The control, found by role as a person would. */
  control: { role: 'button'; name: string; within?: string };
  /** CSS for the links the control shows. */
  links: string;
  touch: boolean;
}

const TARGETS: Target[] = [
  {
    name: 'desktop dropdown (Get Involved)',
    context: { viewport: { width: 1280, height: 900 } },
    control: { role: 'button', name: 'Get Involved', within: 'Main' },
    links: '[role="menu"] [role="menuitem"]',
    touch: false,
  },
  {
    name: 'phone menu',
    context: { ...devices['Pixel 7'] },
    control: { role: 'button', name: 'Menu' },
    links: 'nav[aria-label="Mobile"] a',
    touch: true,
  },
];

// Runs in the page: from the next pointerdown, waits frame by frame for a visible link. A string,
// not a function: tsx would wrap a function's inner names in a helper the page does not have.
const armTimer = (links: string) => `
  window.firstTap = new Promise((resolve) => {
    document.addEventListener('pointerdown', (event) => {
      const start = event.timeStamp;
      const check = () => {
        const shown = [...document.querySelectorAll(${JSON.stringify(links)})].some((el) => el.checkVisibility());
        if (shown) resolve(performance.now() - start);
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }, { capture: true, once: true });
  });
  undefined;
`;

async function oneRun(baseUrl: string, target: Target, when: TapCase['when']): Promise<number> {
  const browser = await chromium.launch(measuringLaunchOptions());
  try {
    const context = await browser.newContext(target.context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
    const scope = target.control.within
      ? page.getByRole('navigation', { name: target.control.within })
      : page;
    const control = scope.getByRole(target.control.role, { name: target.control.name, exact: true });
    // "Once interactive": the control is on screen, so React has rendered it with its handlers.
    await control.waitFor({ state: 'visible', timeout: 30_000 });
    if (when === 'interactive') await page.waitForLoadState('networkidle');
    await page.evaluate(armTimer(target.links));
    // A control that cannot be tapped in time counts as a tap nothing answered.
    const tapped = await (
      target.touch ? control.tap({ timeout: GIVE_UP_MS }) : control.click({ timeout: GIVE_UP_MS })
    )
      .then(() => true)
      .catch((err: Error) => {
        console.log(`  ${target.name}: the tap failed: ${err.message.split('\n')[0]}`);
        return false;
      });
    if (!tapped) return Infinity;
    const answered = page.evaluate<number>('window.firstTap');
    const timeout = new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), GIVE_UP_MS));
    return await Promise.race([answered, timeout]);
  } finally {
    await browser.close();
  }
}

export async function measureFirstTaps(baseUrl: string): Promise<TapCase[]> {
  const cases: TapCase[] = [];
  for (const when of ['interactive', 'at first sight'] as const) {
    for (const target of TARGETS) {
      const runs: number[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(Math.round(await oneRun(baseUrl, target, when)));
      const sorted = [...runs].sort((a, b) => a - b);
      const medianMs = sorted[Math.floor(sorted.length / 2)];
      cases.push({ name: target.name, when, runs, medianMs, maxMs: sorted.at(-1)! });
    }
  }
  return cases;
}
