// `npm run admin:create -- <username>`: adds an admin to the configured database (DATABASE_URL, or
// PGlite in DATA_DIR). The password comes from ADMIN_PASSWORD, or is asked twice on the terminal
// without being shown. An existing admin is never changed.
import { restrictNewFiles } from '../server/config/data-dir';
import { loadConfig } from '../server/config/env';
import { createAdminSchema } from '../shared/schemas/admin';

// The CLI is run by the operator on the server: no signed-in admin, so no current password to ask.
const newAdminSchema = createAdminSchema.omit({ currentPassword: true });

const USAGE = 'Usage: npm run admin:create -- <username>   (password from ADMIN_PASSWORD, or asked for)';

/** A refusal the person running the script can act on: printed as is, exit code 1. */
class Refusal extends Error {}

/** Reads one line from the terminal without echoing it. Ctrl-C or Ctrl-D on an empty line cancels. */
function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  // Echo goes off before the question shows, so nothing typed early is ever displayed.
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  stdout.write(question);
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (outcome: () => void) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
      outcome();
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return finish(() => resolve(value));
        if (ch === '\u0003' || (ch === '\u0004' && value === ''))
          return finish(() => reject(new Refusal('Cancelled.')));
        if (ch === '\u007f' || ch === '\b') value = [...value].slice(0, -1).join('');
        else if (ch >= ' ') value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  const first = await askHidden('Password (at least 8 characters): ');
  const second = await askHidden('Same password again: ');
  if (first !== second) throw new Refusal("Passwords don't match. Nothing was changed.");
  return first;
}

function validate(input: { username: string; password: string }) {
  const result = newAdminSchema.safeParse(input);
  if (!result.success) throw new Refusal(result.error.issues.map((i) => i.message).join('\n'));
  return result.data;
}

async function main(): Promise<void> {
  // DATA_DIR and the database files are the server user's alone (0700 / 0600), from creation on:
  // the server's own guard, umask and chmod both (PGlite chmods its files 0666 after creating them).
  restrictNewFiles();
  const username = process.argv[2];
  if (!username || username.startsWith('-')) throw new Refusal(USAGE);
  // Check the name before asking for a password that would be thrown away, and a password given in
  // ADMIN_PASSWORD at once too, before the database starts.
  validate({ username, password: process.env.ADMIN_PASSWORD || 'placeholder-long-enough' });
  if (!process.env.ADMIN_PASSWORD && !process.stdin.isTTY) {
    throw new Refusal(
      'No password given: set ADMIN_PASSWORD, or run this in a terminal to be asked for one.',
    );
  }

  // The server's own settings, minus the start-up admin, which this script has nothing to do with.
  const config = loadConfig({ ...process.env, ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined });
  // Loaded only now, so a mistyped command is answered at once, without starting the database driver.
  const { openDatabase } = await import('../server/db/client');
  const { runMigrations } = await import('../server/prepare-database');
  const { createAdmin, findAdmin } = await import('../server/accounts/admins');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    const exists = new Refusal(`An admin named "${username.trim()}" already exists. Nothing was changed.`);
    if (await findAdmin(database.db, username.trim())) throw exists;
    const input = validate({ username, password: await readPassword() });
    const { isCommonPassword, TOO_COMMON } = await import('../server/accounts/common-passwords');
    if (await isCommonPassword(input.password)) throw new Refusal(`${TOO_COMMON}. Nothing was changed.`);
    const admin = await createAdmin(database.db, input.username, input.password);
    if (!admin) throw exists;
    console.log(`Created admin "${admin.username}" (role ${admin.role}). Sign in at /admin/login.`);
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(
      err instanceof Refusal ? err.message : `Could not create the admin: ${(err as Error).message ?? err}`,
    );
    process.exit(1);
  },
);
