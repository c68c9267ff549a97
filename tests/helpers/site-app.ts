import fs from 'node:fs';
import path from 'node:path';
import { beforeAll } from 'vitest';
import { createApp } from '../../server/app';
import { mountSite } from '../../server/mount-web';
import { paths } from '../../server/web/paths';
import { appShellHtml, withAppShell } from '../../shared/app-shell';
import { seedSettings } from '../../shared/site-content/seed-site';
import { useTestApp, type TestContext } from './test-app';

/**
 * The client's own index.html with the build's default first paint (vite.config.ts): the template
 * the built site injects its head tags into.
 */
export const TEMPLATE = withAppShell(
  fs.readFileSync(path.join(paths.clientRoot, 'index.html'), 'utf8'),
  appShellHtml(seedSettings),
);

/** When the static pages "last changed", as the client build's time dates them in production. */
export const CONTENT_DATE = new Date('2025-05-01T12:00:00.000Z');

/**
 * `useTestApp`, with the web pages mounted as in production (crawler files, then every page on
 * the client's template). The app logs into `ctx.serverErrors`, so useTestApp's check (and its
 * opt-out) covers it too.
 */
export function useSiteApp(overrides: Record<string, string> = {}): TestContext {
  const ctx = useTestApp(overrides);
  beforeAll(() => {
    ctx.app = createApp(
      {
        database: ctx.database,
        config: ctx.config,
        sessionSecret: 'test-session-secret-0123456789abcdef',
        log: (err) => ctx.serverErrors.push(err),
      },
      {
        mountClient: (app, deps) =>
          mountSite(app, deps, { template: () => TEMPLATE, contentDate: CONTENT_DATE }),
      },
    );
  });
  return ctx;
}
