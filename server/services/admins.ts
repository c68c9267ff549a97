import bcrypt from 'bcrypt';
import { eq, sql } from 'drizzle-orm';
import { adminUsers, type AdminUser } from '../../shared/schema';
import type { Db } from '../db/client';

export const BCRYPT_COST = 12;

// Compared against when the username is unknown, so both failures take the same bcrypt time.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password-for-timing', BCRYPT_COST);

export interface AdminIdentity {
  id: number;
  username: string;
  role: string;
}

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);

export async function findAdmin(db: Db, username: string): Promise<AdminUser | undefined> {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.username, username)).limit(1);
  return row;
}

/** Creates an admin; returns undefined when the username is taken. */
export async function createAdmin(
  db: Db,
  username: string,
  password: string,
): Promise<AdminIdentity | undefined> {
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .insert(adminUsers)
    .values({ username, passwordHash })
    .onConflictDoNothing({ target: adminUsers.username })
    .returning({ id: adminUsers.id, username: adminUsers.username, role: adminUsers.role });
  return row;
}

/** Checks a username and password in constant time whether or not the user exists. */
export async function verifyCredentials(
  db: Db,
  username: string,
  password: string,
): Promise<AdminIdentity | undefined> {
  const admin = await findAdmin(db, username);
  const ok = await bcrypt.compare(password, admin?.passwordHash ?? DUMMY_HASH);
  if (!admin || !ok) return undefined;
  await db
    .update(adminUsers)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(adminUsers.id, admin.id));
  return { id: admin.id, username: admin.username, role: admin.role };
}

export async function checkPassword(db: Db, adminId: number, password: string): Promise<boolean> {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, adminId)).limit(1);
  return row ? bcrypt.compare(password, row.passwordHash) : false;
}

export async function setPassword(db: Db, adminId: number, password: string): Promise<void> {
  await db
    .update(adminUsers)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(adminUsers.id, adminId));
}

/** ADMIN_USERNAME/ADMIN_PASSWORD at start-up: create that admin once, never overwrite it. */
export async function ensureBootstrapAdmin(db: Db, username?: string, password?: string): Promise<boolean> {
  if (!username || !password) return false;
  if (await findAdmin(db, username)) return false;
  return Boolean(await createAdmin(db, username, password));
}
