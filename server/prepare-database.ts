import type { Database } from './db/client';
import { migrateSchema } from './db/migrate';
import { seedSiteContent } from './site';

/** Brings the schema up to date, then writes the site's first content where there is none yet. */
export async function runMigrations(database: Database): Promise<void> {
  await migrateSchema(database);
  await seedSiteContent(database.db);
}
