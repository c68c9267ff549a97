// The lint rule that keeps imports flowing one way (eslint.config.js), run through ESLint itself
// on made-up files at real paths, so a broken rule or config fails here before it lets code through.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function boundaryFindings(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'local/import-boundaries').map((m) => m.message);
}

describe('the import-boundary lint rule', () => {
  // ESLint loads its config and the TypeScript parser on first use: seconds on a busy machine.
  beforeAll(() => boundaryFindings('client/src/lib/warm-up.ts', ''), 60_000);

  it.each([
    ['shared/content/x.ts', "import { a } from '../../server/app';"],
    ['shared/x.ts', "import { a } from '@/lib/api';"],
    ['client/src/lib/x.ts', "import { a } from '@shared/../server/app';"],
    ['client/src/pages/x.tsx', "import { a } from '../../../server/app';"],
    ['server/web/x.ts', "import { a } from '../../client/src/lib/api';"],
    ['server/x.ts', "import { a } from '@/lib/api';"],
    ['client/src/components/layout/x.tsx', "import { a } from '@/features/posts/api';"],
    ['client/src/components/ui/x.tsx', "import { a } from '../../pages/home';"],
    ['client/src/lib/x.ts', "export { a } from '../features/posts/api';"],
    ['client/src/features/posts/x.tsx', "const P = import('@/pages/post');"],
    ['client/src/features/admin/blog/x.tsx', "import { a } from 'client/src/pages/admin/admin-app';"],
    // The server's rooms: a capability reaches another through its index.ts only...
    ['server/events/x.ts', "import { a } from '../posts/editing';"],
    ['server/supporters/x.ts', "import { a } from '../mail/queue.ts';"],
    ['server/delegates/x.ts', "const a = import('../accounts/session');"],
    ['server/site/x.ts', "export { a } from 'server/events/published';"],
    // ...the platform knows no capability, and nothing below the top imports the top's composition.
    ['server/cache/x.ts', "import { a } from '../posts/published';"],
    ['server/web/x.ts', "import { a } from '../site';"],
    ['server/db/x.ts', "import { a } from '../accounts/index';"],
    ['server/http/x.ts', "import { a } from '../app';"],
    ['server/posts/x.ts', "import { a } from '../admin-api';"],
    ['server/somewhere/x.ts', "import { a } from '../db/client';"],
  ])('refuses in %s: %s', async (file, code) => {
    expect(await boundaryFindings(file, code)).toHaveLength(1);
  });

  it.each([
    ['shared/content/x.ts', "import { a } from '../schemas/post';"],
    ['server/posts/x.ts', "import { db } from '../db/client';"],
    ['server/posts/x.ts', "import { a } from './published';"],
    ['server/events/x.ts', "import { a } from '../posts';"],
    ['server/events/x.ts', "import { a } from '../posts/index.ts';"],
    ['server/web/x.ts', "import { a } from '../cache/public-cache';"],
    ['server/http/x.ts', "import type { AppDeps } from '../deps';"],
    ['server/app.ts', "import { a } from './posts/public-routes';"],
    ['server/admin-api.ts', "import { a } from './accounts/session';"],
    ['server/x.ts', "import { a } from './web/static-client';"],
    ['client/src/pages/x.tsx', "import { a } from '@/features/posts/api';"],
    ['client/src/features/posts/x.tsx', "import { a } from '@/components/ui/button';"],
    ['client/src/components/layout/x.tsx', "import { a } from '@shared/content/site';"],
    ['client/src/App.tsx', "const P = import('@/pages/post');"],
    ['tests/unit/x.ts', "import { a } from '../../server/app';"],
  ])('allows in %s: %s', async (file, code) => {
    expect(await boundaryFindings(file, code)).toEqual([]);
  });
});
