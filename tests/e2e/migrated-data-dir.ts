import { openDatabase } from '../../server/db/client';
import { adminUsers } from '../../shared/schema';
import { fixtureHash } from '../helpers/fixture-hash';
import { makePrivate, migratedDataDir } from '../helpers/migrated-data-dir';

// serve.sh's first step: the end-to-end server's DATA_DIR (argument 1), migrated, so the run's
// browser tests wait for a server start (2-3 s) rather than a first start (5-6 s).
const dataDir = await migratedDataDir(process.argv[2]);

// The account of ADMIN_USERNAME, as the server's start would create it but with a cost-4 hash: the
// run signs in about 180 times, each a quarter of a second of bcrypt at the server's cost 12. The
// start then finds the account and leaves it (that rule: admin-auth's ensureBootstrapAdmin tests;
// the servers that integration tests spawn sign in with the account their start created). Accounts
// the tests create, and unknown usernames, still cost 12.
const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = process.env;
if (username && password) {
  const database = await openDatabase({ dataDir });
  try {
    await database.db
      .insert(adminUsers)
      .values({ username, passwordHash: fixtureHash(password), role: 'admin' });
  } finally {
    await database.close();
  }
  // PGlite wrote its cache files with the default mode: private, as the server makes its DATA_DIR.
  makePrivate(dataDir);
}
