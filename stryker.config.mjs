// @ts-check
// `npm run mutate [module...]` (scripts/mutate.ts): StrykerJS over the modules where a silent bug
// costs most, one module at a time, each against its own test files only (not the whole suite),
// so a score says what those tests catch. Scores are kept in docs/mutation-testing.md.
//
// Each module: the files Stryker mutates and the test files that claim to cover them.
export const MODULES = {
  // The cache of public answers: TTL, least-recently-used eviction, clears, the publication horizon.
  'public-cache': {
    mutate: ['server/cache/public-cache.ts'],
    testFiles: ['tests/unit/public-cache.test.ts'],
  },
  // The rate limits' counters and the client address they count by.
  'rate-limit-store': {
    mutate: ['server/http/rate-limit-store.ts', 'server/http/client-ip.ts'],
    testFiles: [
      'tests/unit/rate-limit-store.test.ts',
      'tests/unit/client-ip.test.ts',
      // The counters' SQL (upsert, window reset, pruning) only a database can prove.
      'tests/integration/rate-limit-cleanup.test.ts',
      'tests/integration/public-rate-limits.test.ts',
    ],
  },
  // The signed preview token: its lifetime, its signature, its shape (lines 1-44; the rest reads
  // the database and belongs to the 'preview-links' module below).
  'preview-signer': {
    mutate: ['server/services/preview-links.ts:1-44'],
    testFiles: ['tests/unit/preview-signer.test.ts'],
  },
  // Every limit of CONTRACT sections 3 and 10: the limiters' wiring (window, count, 429 with how long
  // to wait, failures only for sign-in), the per-key failure limit (current password, username), the
  // shared counters and the client address. Tests: the store's own (unit), the public forms' limit
  // (one by one, in a burst, behind a proxy), the sign-in limit (per IP, its window handed to the
  // store, a success taking its hit back), the current-password limit (createFailureLimit), pruning.
  // admin-login-username-limit is left out: bcrypt makes it seconds a test, and the failure limit
  // it uses is the current-password limit's.
  'rate-limits': {
    mutate: [
      'server/http/rate-limits.ts:8-84',
      'server/http/rate-limit-store.ts',
      'server/http/client-ip.ts',
    ],
    testFiles: [
      'tests/unit/rate-limit-store.test.ts',
      'tests/unit/client-ip.test.ts',
      'tests/integration/public-rate-limits.test.ts',
      'tests/integration/public-rate-limits-burst.test.ts',
      'tests/integration/public-rate-limits-proxy.test.ts',
      'tests/integration/admin-login-limit.test.ts',
      'tests/integration/admin-password-limit.test.ts',
      'tests/integration/rate-limit-cleanup.test.ts',
    ],
  },
  // Who may act as an admin (CONTRACT sections 4 and 10): the session guard (background requests,
  // the idle limit and the 12-hour cap, the credential check, the write of the last action), the
  // session store's touch and cookie and its UPDATE/DELETE, the CSRF token and cross-site checks,
  // and the re-authentication's count. Not mutated: imports, types, express-session's and
  // csrf-csrf's option wiring (lines 46-65 of session.ts, 24-44 of csrf.ts), which every sign-in of
  // every test runs through anyway.
  auth: {
    mutate: [
      'server/auth/require-admin.ts:12-69',
      'server/auth/session.ts:36-45',
      'server/auth/session.ts:66-70',
      'server/auth/session.ts:97-115',
      'server/auth/csrf.ts:46-69',
      'server/auth/reauth.ts:28-36',
    ],
    testFiles: [
      'tests/integration/admin-auth.test.ts',
      'tests/integration/admin-guards.test.ts',
      'tests/integration/admin-password-limit.test.ts',
      'tests/integration/admin-sessions-idle.test.ts',
      'tests/integration/admin-cookies.test.ts',
      'tests/integration/trust-sessions.test.ts',
    ],
  },
  // Approving and rejecting endorsements and member stories, one or many (CONTRACT section 9): only
  // pending items change in bulk, each change audited, the public lists cleared, a newly approved
  // story's author told once (CONTRACT section 11; the story-approved tests of
  // mail-supporter-messages check that message). The decisions only (moderation.ts from line 76):
  // the list sources above them are a filter and a count an admin sees, tested with every admin list
  // in admin-lists-paging and admin-lists-search.
  moderation: {
    mutate: ['server/services/moderation.ts:76-126', 'server/services/bulk-moderation.ts:23-76'],
    testFiles: [
      'tests/integration/admin-moderation.test.ts',
      'tests/integration/admin-bulk-moderation.test.ts',
      'tests/integration/mail-supporter-messages.test.ts',
      // One decision clearing the public cache, a bulk rejection telling nobody (apart so a rerun
      // reuses the other files' results).
      'tests/integration/admin-moderation-effects.test.ts',
    ],
  },
  // CSV exports (CONTRACT sections 4 and 9): the keyset batches (no row skipped or repeated at a
  // batch edge, one row per address for the import presets), the first batch read before a byte is
  // sent, the RFC 4180 writer and its formula neutralizing, the presets' columns and values. The
  // DATASETS table (lines 22-68) is module-level constants (static mutants, left out). Tests: batches
  // of 2 over a few rows on the services alone (export-batches, about 10 s on PostgreSQL with no app
  // to import) and the presets' rows (unit), not admin-export-stream.test.ts (38 s: it streams
  // 15,000 rows to measure memory, which no mutant here changes).
  exports: {
    mutate: [
      'server/services/exports.ts:72-119',
      'server/services/export-batches.ts:13-72',
      'server/services/export-presets.ts:10-86',
    ],
    testFiles: ['tests/integration/export-batches.test.ts', 'tests/unit/export-presets.test.ts'],
  },
  // What the public cache holds and how it answers (issues 7 and 15): an answer's ETag, 304 and
  // compressed forms sent without res.send's work, the JSON and page answers, every public read's key,
  // and a write clearing the caches of its database handle. Not public-cache.ts itself (the
  // 'public-cache' module above, unit-tested).
  caches: {
    mutate: [
      'server/cache/cached-answer.ts',
      'server/cache/json-answer.ts',
      'server/cache/page-answers.ts',
      'server/cache/public-reads.ts',
    ],
    testFiles: [
      // Without a database: the sending rules (ETag, 304, HEAD, encodings), and every read's key with
      // the services as stand-ins (one answer per slug, page, feed length and list filter), the
      // horizon, a write clearing the caches of its handle only.
      'tests/unit/cached-answer.test.ts',
      'tests/unit/public-reads.test.ts',
      'tests/unit/kept-pages.test.ts',
      // The real routes, pages and writes: JSON and pages answered from memory, cleared by a write.
      'tests/integration/public-cache.test.ts',
      'tests/integration/public-cache-html.test.ts',
    ],
  },
  // A preview link's database side and its two routes (CONTRACT section 8): the URL made for a post
  // and its 7 days, the post read back whatever its status, 404 for anything else, noindex and
  // no-store on every answer. Not the signer (lines 1-44: the 'preview-signer' module, unit-tested),
  // nor the routes' imports.
  'preview-links': {
    mutate: ['server/services/preview-links.ts:46-67', 'server/routes/preview.ts:17-66'],
    testFiles: ['tests/integration/post-preview-links.test.ts'],
  },
  // The outbox's sender (CONTRACT section 11): claiming a due message under a lease, releasing a
  // dead instance's leases, retrying a transient failure for 24 hours, failing and bouncing on a
  // permanent one, the shared pace (sender.ts from createOutboxSender on: not its imports).
  outbox: {
    mutate: ['server/mail/sender.ts:50-154', 'server/mail/outbox-rows.ts', 'server/mail/retry.ts'],
    testFiles: ['tests/unit/mail-retry.test.ts', 'tests/integration/mail-sender.test.ts'],
  },
  // The newsletter sender (CONTRACT section 12): the job's loop (start due sends, collect, feed within
  // the outbox window, finish), starting a scheduled send only once its post is live, the feeder's
  // check that the send still runs, and starting, scheduling and cancelling a send.
  newsletters: {
    mutate: [
      'server/jobs/newsletter-job.ts:22-34',
      'server/services/newsletter-delivery.ts:72-112',
      'server/services/newsletter-sends.ts:47-85',
      'server/services/newsletter-sends.ts:114-151',
    ],
    // newsletter-guards: the outbox window, a stopping instance, a scheduled send started once,
    // cancelling one, the audit log (apart so a rerun reuses the other two files' results).
    testFiles: [
      'tests/integration/newsletter-delivery.test.ts',
      'tests/integration/newsletter-api.test.ts',
      'tests/integration/newsletter-guards.test.ts',
    ],
  },
};

const name = process.env.MUTATE_MODULE ?? 'public-cache';
const module = MODULES[/** @type {keyof typeof MODULES} */ (name)];
if (!module) throw new Error(`unknown module "${name}": one of ${Object.keys(MODULES).join(', ')}`);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: module.mutate,
  testFiles: module.testFiles,
  // One mutant at a time: the machine is shared, and the integration tests use both cores already.
  concurrency: 1,
  coverageAnalysis: 'perTest',
  // Mutants of module-level constants and regexes ("static") are reported as surviving by the
  // vitest runner here even where a test kills them when the same change is made by hand (checked
  // on preview-links' TOKEN anchors): they are left out rather than counted wrongly.
  ignoreStatic: true,
  // Over the dry run's time per test: a mutant that loops forever is stopped by this.
  timeoutMS: 15_000,
  ignorePatterns: [
    'dist',
    'data',
    'reports',
    'bench/results',
    'test-results',
    'playwright-report',
    'coverage',
  ],
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  // A rerun after tests were added reuses the results of the mutants and tests that did not change
  // (`npm run mutate -- --force <module>` runs every mutant again).
  incremental: true,
  incrementalFile: `reports/mutation/${name}.incremental.json`,
  tempDirName: `.stryker-tmp/${name}`,
  cleanTempDir: true,
};
