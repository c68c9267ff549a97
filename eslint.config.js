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

const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps imports flowing the documented way between shared, server and client' },
    schema: [],
  },
  create(context) {
    const from = path.relative(root, context.filename).split(path.sep).join('/');
    const rules = forbidden.filter(([source]) => from.startsWith(source));
    if (rules.length === 0) return {};
    function check(source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveImport(context.filename, source.value);
      if (target === null) return;
      const rule = rules.find(([, to]) => `${target}/`.startsWith(to));
      if (rule) context.report({ node: source, message: `${source.value}: ${rule[2]}.` });
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
