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
      'tests/integration/platform/rate-limit-cleanup.test.ts',
      'tests/integration/supporters/public-rate-limits.test.ts',
    ],
  },
  // The signed preview token: its lifetime, its signature, its shape (lines 1-44; the rest reads
  // the database and belongs to the 'preview-links' module below).
  'preview-signer': {
    mutate: ['server/posts/preview-links.ts:1-44'],
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
      'tests/integration/supporters/public-rate-limits.test.ts',
      'tests/integration/supporters/public-rate-limits-burst.test.ts',
      'tests/integration/supporters/public-rate-limits-proxy.test.ts',
      'tests/integration/accounts/admin-login-limit.test.ts',
      'tests/integration/accounts/admin-password-limit.test.ts',
      'tests/integration/platform/rate-limit-cleanup.test.ts',
      // The limiters built inside each test, where the routes' own are built before any test.
      'tests/integration/platform/rate-limiters.test.ts',
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
      'server/accounts/require-admin.ts:12-69',
      'server/accounts/session.ts:36-45',
      'server/accounts/session.ts:66-70',
      'server/accounts/session.ts:97-115',
      'server/accounts/csrf.ts:46-69',
      'server/accounts/reauth.ts:28-36',
    ],
    testFiles: [
      'tests/integration/accounts/admin-auth.test.ts',
      'tests/integration/accounts/admin-guards.test.ts',
      'tests/integration/accounts/admin-password-limit.test.ts',
      'tests/integration/accounts/admin-sessions-idle.test.ts',
      'tests/integration/accounts/admin-cookies.test.ts',
      'tests/integration/accounts/trust-sessions.test.ts',
      // REQUIRE_TWO_FACTOR: the guard's note that an account must set up two-factor first.
      'tests/integration/accounts/require-two-factor.test.ts',
    ],
  },
  // Approving and rejecting endorsements and member stories, one or many (CONTRACT section 9): only
  // pending items change in bulk, each change audited, the public lists cleared, a newly approved
  // story's author told once (CONTRACT section 11; the story-approved tests of
  // mail-supporter-messages check that message). The decisions only (moderation.ts from line 76):
  // the list sources above them are a filter and a count an admin sees, tested with every admin list
  // in admin-lists-paging and admin-lists-search.
  moderation: {
    mutate: ['server/supporters/moderation.ts:76-126', 'server/supporters/bulk-moderation.ts:23-76'],
    testFiles: [
      'tests/integration/supporters/admin-moderation.test.ts',
      'tests/integration/supporters/admin-bulk-moderation.test.ts',
      'tests/integration/mail/mail-supporter-messages.test.ts',
      // One decision clearing the public cache, a bulk rejection telling nobody (apart so a rerun
      // reuses the other files' results).
      'tests/integration/supporters/admin-moderation-effects.test.ts',
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
      'server/supporters/exports.ts:72-119',
      'server/supporters/export-batches.ts:13-72',
      'server/supporters/export-presets.ts:10-86',
    ],
    testFiles: ['tests/integration/supporters/export-batches.test.ts', 'tests/unit/export-presets.test.ts'],
  },
  // What the public cache holds and how it answers (issues 7 and 15): an answer's ETag, 304 and
  // compressed forms sent without res.send's work, the JSON and page answers, every public read's key,
  // and a write clearing the caches of its database handle. Not public-cache.ts itself (the
  // 'public-cache' module above, unit-tested).
  caches: {
    mutate: [
      'server/cache/cached-answer.ts',
      'server/cache/json-answer.ts',
      'server/site/page-answers.ts',
      'server/cache/public-caches.ts',
      'server/posts/public-reads.ts',
      'server/site/public-reads.ts',
      'server/supporters/public-reads.ts',
    ],
    testFiles: [
      // Without a database: the sending rules (ETag, 304, HEAD, encodings), and every read's key with
      // the services as stand-ins (one answer per slug, page, feed length and list filter), the
      // horizon, a write clearing the caches of its handle only.
      'tests/unit/cached-answer.test.ts',
      'tests/unit/public-reads.test.ts',
      'tests/unit/kept-pages.test.ts',
      // The real routes, pages and writes: JSON and pages answered from memory, cleared by a write.
      'tests/integration/posts/public-cache.test.ts',
      'tests/integration/posts/public-cache-html.test.ts',
    ],
  },
  // A preview link's database side and its two routes (CONTRACT section 8): the URL made for a post
  // and its 7 days, the post read back whatever its status, 404 for anything else, noindex and
  // no-store on every answer. Not the signer (lines 1-44: the 'preview-signer' module, unit-tested),
  // nor the routes' imports.
  'preview-links': {
    mutate: ['server/posts/preview-links.ts:46-67', 'server/posts/preview-routes.ts:17-66'],
    testFiles: ['tests/integration/posts/post-preview-links.test.ts'],
  },
  // The outbox's sender (CONTRACT section 11): claiming a due message under a lease, releasing a
  // dead instance's leases, retrying a transient failure for 24 hours, failing and bouncing on a
  // permanent one, the shared pace (sender.ts from createOutboxSender on: not its imports).
  outbox: {
    mutate: ['server/mail/sender.ts:50-154', 'server/mail/outbox-rows.ts', 'server/mail/retry.ts'],
    testFiles: ['tests/unit/mail-retry.test.ts', 'tests/integration/mail/mail-sender.test.ts'],
  },
  // The newsletter sender (CONTRACT section 12): the job's loop (start due sends, collect, feed within
  // the outbox window, finish), starting a scheduled send only once its post is live, the feeder's
  // check that the send still runs, and starting, scheduling and cancelling a send.
  newsletters: {
    mutate: [
      'server/newsletters/job.ts:22-34',
      'server/newsletters/delivery.ts:72-112',
      'server/newsletters/sends.ts:47-85',
      'server/newsletters/sends.ts:114-151',
    ],
    // newsletter-guards: the outbox window, a stopping instance, a scheduled send started once,
    // cancelling one, the audit log (apart so a rerun reuses the other two files' results).
    testFiles: [
      'tests/integration/newsletters/newsletter-delivery.test.ts',
      'tests/integration/newsletters/newsletter-api.test.ts',
      'tests/integration/newsletters/newsletter-guards.test.ts',
    ],
  },
  // Events and their seats (CONTRACT section 14, issue 39): the seat arithmetic and the waitlist's
  // order, an RSVP placed, changed, cancelled and rejoined under the event's row lock, and what each
  // notice carries (the meeting link and the calendar file to the registered only). Not the
  // messages' wording table nor the routes' wiring.
  events: {
    mutate: [
      'server/events/seats.ts:10-55',
      'server/events/rsvps.ts:21-25',
      'server/events/rsvps.ts:45-172',
      'server/events/rsvp-changes.ts:23-97',
      'server/events/messages.ts:26-95',
    ],
    testFiles: [
      'tests/integration/events/events-capacity.test.ts',
      'tests/integration/events/waitlist-promotion.test.ts',
      'tests/integration/events/rsvp-same-address.test.ts',
      'tests/integration/events/state-changes.test.ts',
      'tests/integration/events/events-messages.test.ts',
      'tests/integration/events/events-effects.test.ts',
    ],
  },
  // The site's words (CONTRACT section 13, issue 39): settings merged and checked as a whole, pages
  // saved against their version and restored, videos added, edited, ordered and deleted with one
  // always featured, each clearing the public cache after its commit. Tests: the capability's own,
  // the read-around of every write (before, during on PostgreSQL, after) and the forced races.
  'site-content': {
    mutate: ['server/site/settings.ts:23-66', 'server/site/pages.ts:36-123', 'server/site/videos.ts:23-132'],
    testFiles: [
      'tests/integration/site/site-settings.test.ts',
      'tests/integration/site/site-pages.test.ts',
      'tests/integration/site/site-videos.test.ts',
      'tests/integration/site/site-content-effects.test.ts',
      'tests/integration/platform/public-cache-writes.test.ts',
      'tests/integration/platform/lock-interleavings.test.ts',
    ],
  },
  // Password reset by e-mail (CONTRACT section 11, issue 34): the hourly limits per admin and per
  // requesting place, the link's hour, single use and voiding by a password change, the token's
  // shape and its constant-time check, the routes' even answer. Tests: the flow's own and the
  // lifetimes read through the test's clock.
  'password-reset': {
    mutate: [
      'server/accounts/password-resets.ts:22-139',
      'server/accounts/reset-tokens.ts',
      'server/accounts/password-reset-routes.ts:29-69',
    ],
    testFiles: [
      'tests/integration/accounts/admin-password-reset.test.ts',
      'tests/integration/platform/lifetimes.test.ts',
    ],
  },
  // The newsletter's double opt-in (CONTRACT section 11): sign-up and its 10-minute resend, the
  // confirmation's 7 days and its secret checked before the status is told, unsubscribe, and the
  // link pages' routes.
  'newsletter-subscription': {
    mutate: ['server/newsletters/subscriptions.ts:33-123', 'server/newsletters/link-routes.ts'],
    testFiles: [
      'tests/integration/newsletters/mail-newsletter-opt-in.test.ts',
      'tests/integration/newsletters/mail-link-pages.test.ts',
      'tests/integration/newsletters/state-changes.test.ts',
      'tests/integration/newsletters/subscription-effects.test.ts',
      'tests/integration/platform/lifetimes.test.ts',
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
