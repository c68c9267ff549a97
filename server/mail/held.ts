import { eq } from 'drizzle-orm';
import { outbox, type OutboxRow } from '../../shared/schema';
import type { JobDeps } from '../jobs/job';
import { errorDetails } from '../log/error-details';
import { mailRendererFor } from './renderers';

// Without SMTP_URL nothing leaves the machine (CONTRACT section 11): every queued message is kept
// as `held`, shown in the admin Outbox and never sent later. `npm run dev` prints each one's subject
// and links, so a developer can follow a confirmation or reset link; never a body.

const LINK = /https?:\/\/[^\s<>"]+/g;

export async function holdQueued(deps: JobDeps, claim: () => Promise<OutboxRow | undefined>): Promise<void> {
  for (let row = await claim(); row; row = await claim()) {
    let { subject, text } = row;
    if (row.ref !== null) {
      const rendered = await renderHeld(deps, row);
      if (!rendered) continue;
      ({ subject, text } = rendered);
    }
    if (deps.config.env === 'development') {
      const links = [...new Set(text?.match(LINK) ?? [])];
      console.log(
        `\nE-mail held (no SMTP_URL): "${subject}"${links.map((link) => `\n  ${link}`).join('')}\n`,
      );
    }
  }
}

/** A message built at sending time: its subject is kept for the Outbox, its body never. */
async function renderHeld(deps: JobDeps, row: OutboxRow) {
  const db = deps.database.db;
  try {
    const renderer = mailRendererFor(row.kind);
    if (!renderer) throw new Error(`No mail renderer for "${row.kind}"`);
    const rendered = await renderer(
      { db, config: deps.config, to: row.toAddress, now: new Date() },
      row.ref!,
    );
    if (!rendered) {
      await db.update(outbox).set({ status: 'skipped' }).where(eq(outbox.id, row.id));
      return undefined;
    }
    await db.update(outbox).set({ subject: rendered.subject }).where(eq(outbox.id, row.id));
    return rendered;
  } catch (err) {
    deps.logger.error(
      { job: 'outbox-sender', kind: row.kind, error: errorDetails(err) },
      'Could not build a message',
    );
    return undefined;
  }
}
