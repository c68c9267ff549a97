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
  'rate-limits': {
    mutate: ['server/http/rate-limits.ts', 'server/http/rate-limit-store.ts', 'server/http/client-ip.ts'],
    testFiles: [
      'tests/unit/rate-limit-store.test.ts',
      'tests/unit/client-ip.test.ts',
      'tests/integration/public-rate-limits.test.ts',
      'tests/integration/public-rate-limits-burst.test.ts',
      'tests/integration/public-rate-limits-proxy.test.ts',
      'tests/integration/admin-login-limit.test.ts',
      'tests/integration/rate-limit-cleanup.test.ts',
    ],
  },
  auth: {
    mutate: [
      'server/auth/reauth.ts',
      'server/auth/require-admin.ts',
      'server/auth/session.ts',
      'server/auth/csrf.ts',
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
  exports: {
    mutate: [
      'server/services/exports.ts',
      'server/services/export-batches.ts',
      'server/services/export-presets.ts',
    ],
    testFiles: ['tests/integration/admin-export-stream.test.ts'],
  },
  caches: {
    mutate: ['server/cache/*.ts'],
    testFiles: [
      'tests/unit/public-cache.test.ts',
      'tests/unit/kept-pages.test.ts',
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
