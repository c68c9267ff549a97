import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

const root = import.meta.dirname;

// The documented direction of imports (STYLE.md, "The shape of the house"): [importer folder,
// imported folder, why]. Checked on the resolved path, so an alias ('@/…', '@shared/…'), a
// baseUrl path ('server/…') and a relative path ('../../server/…') are caught alike, and so are
// lazy `import()` calls, which core no-restricted-imports does not see.
const forbidden = [
  ['shared/', 'client/', 'shared/ is imported by both sides, so it imports neither client/ nor server/'],
  ['shared/', 'server/', 'shared/ is imported by both sides, so it imports neither client/ nor server/'],
  ['client/', 'server/', 'the client never imports server code: share it through shared/'],
  ['server/', 'client/', 'the server never imports client code: share it through shared/'],
  ['client/src/components/', 'client/src/features/', 'components know no feature: pass data in as props'],
  ['client/src/components/', 'client/src/pages/', 'components know no page'],
  ['client/src/lib/', 'client/src/features/', 'lib knows no feature'],
  ['client/src/lib/', 'client/src/pages/', 'lib knows no page'],
  ['client/src/features/', 'client/src/pages/', 'features know no page: the page composes the features'],
];

/** Repo-relative path an import specifier points at, or null for a package. */
export function resolveImport(fromFile, specifier) {
  let target;
  if (specifier.startsWith('@/')) target = path.join(root, 'client/src', specifier.slice(2));
  else if (specifier.startsWith('@shared/')) target = path.join(root, 'shared', specifier.slice(8));
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(fromFile), specifier);
  else if (/^(client|server|shared)\//.test(specifier)) target = path.join(root, specifier);
  else return null;
  return path.relative(root, target).split(path.sep).join('/');
}

// The server's own rooms (STYLE.md; decision record 0012): one folder per capability, each holding
// its routes, services and jobs behind an index.ts, over a platform that knows no capability; the
// files at server/'s top compose them (app, admin API, jobs, site) and may import anything.
export const CAPABILITIES = [
  'accounts',
  'analytics',
  'delegates',
  'events',
  'invitations',
  'mail',
  'media',
  'newsletters',
  'posts',
  'roles',
  'site',
  'supporters',
];
export const PLATFORM = ['cache', 'config', 'db', 'http', 'jobs', 'log', 'web'];

/** Which room of the server a repo-relative path is in: platform, a capability, the top, or none. */
export function serverRoom(file) {
  const parts = file.replace(/\.tsx?$/, '').split('/');
  if (parts[0] !== 'server') return null;
  if (parts.length === 2 && !CAPABILITIES.includes(parts[1]) && !PLATFORM.includes(parts[1]))
    return parts[1] === 'deps' ? { kind: 'platform' } : { kind: 'top' };
  if (PLATFORM.includes(parts[1])) return { kind: 'platform' };
  if (CAPABILITIES.includes(parts[1])) return { kind: 'capability', name: parts[1] };
  return { kind: 'unknown', name: parts[1] };
}

const isCapabilityFace = (target, name) =>
  [`server/${name}`, `server/${name}/index`].includes(target.replace(/\.tsx?$/, ''));

/** Why the server's rooms refuse an import from `from` of `target` (both repo-relative), or null. */
export function serverRoomRefusal(from, target) {
  const source = serverRoom(from);
  const dest = serverRoom(target);
  if (!source || !dest) return null;
  if (source.kind === 'unknown')
    return `server/${source.name}/ is neither a capability nor the platform: add it to eslint.config.js's lists`;
  if (source.kind === 'top') return null;
  if (dest.kind === 'top')
    return "only the files at server/'s top compose the app: a capability or the platform never imports them";
  if (dest.kind !== 'capability') return null;
  if (source.kind === 'platform')
    return `the platform knows no capability: pass what it needs from server/${dest.name}/ in from the top`;
  if (source.name !== dest.name && !isCapabilityFace(target, dest.name))
    return `another capability is reached through its face only: import from server/${dest.name} (its index.ts)`;
  return null;
}

const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps imports flowing the documented way between shared, server and client' },
    schema: [],
  },
  create(context) {
    const from = path.relative(root, context.filename).split(path.sep).join('/');
    const rules = forbidden.filter(([source]) => from.startsWith(source));
    const inServer = from.startsWith('server/');
    if (rules.length === 0 && !inServer) return {};
    function check(source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveImport(context.filename, source.value);
      if (target === null) return;
      const rule = rules.find(([, to]) => `${target}/`.startsWith(to));
      if (rule) return context.report({ node: source, message: `${source.value}: ${rule[2]}.` });
      const refusal = inServer && serverRoomRefusal(from, target);
      if (refusal) context.report({ node: source, message: `${source.value}: ${refusal}.` });
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'migrations',
      'test-results',
      'playwright-report',
      'bench/results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { local: { rules: { 'import-boundaries': importBoundaries } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'local/import-boundaries': 'error',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // What the issue asks for, as errors: a broken hook order or a stale dependency is a bug.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // React-Compiler checks from v7's `recommended` that catch real bugs in code that does not
      // run through the compiler, and that this codebase passes: kept on.
      'react-hooks/set-state-in-render': 'error',
      'react-hooks/static-components': 'error',
      'react-hooks/immutability': 'error',
      'react-hooks/globals': 'error',
      'react-hooks/purity': 'error',
      'react-hooks/error-boundaries': 'error',
      'react-hooks/use-memo': 'error',
      'react-hooks/void-use-memo': 'error',
      // Left off from `recommended`: set-state-in-effect and refs flag the ordinary patterns this
      // code uses on purpose (syncing a draft from a prop, starting a third-party widget from a
      // ref), five findings with no bug among them; preserve-manual-memoization,
      // incompatible-library, unsupported-syntax, config and gating only matter to code the React
      // Compiler rewrites, and this build does not run it.
    },
  },
);
