import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { emailsContent } from '../../../shared/content/emails';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { countRows } from '../../helpers/database';
import { useFreshSiteContent } from '../../helpers/site-content';
import { useTestApp } from '../../helpers/test-app';

// CONTRACT section 13: the automatic e-mails of section 11 take their words from the editable page
// `emails`. Without SMTP_URL every message is kept in the outbox, where its words can be read.
const ctx = useTestApp();
const admin = useSignedInAdmin(ctx);
useFreshSiteContent(ctx);

const volunteer = {
  firstName: 'Rosa',
  lastName: 'Park',
  email: 'rosa@example.org',
  helpType: 'canvassing',
};
const outboxSubjects = async () =>
  (await ctx.database.raw.query(`SELECT kind, subject FROM outbox ORDER BY id`)).rows;

/** Saves the page emails with these changes to the volunteer welcome's words. */
async function saveVolunteerWelcome(changes: Record<string, string>) {
  const page = (await admin.agent.get('/api/admin/pages/emails')).body;
  const content = { ...page.content, volunteerWelcome: { ...page.content.volunteerWelcome, ...changes } };
  return admin.agent
    .put('/api/admin/pages/emails')
    .set('X-CSRF-Token', admin.csrfToken)
    .send({ version: page.version, head: page.head, content });
}

describe('the page emails', () => {
  it('holds the first words of the e-mails, with no public path', async () => {
    const page = (await admin.agent.get('/api/admin/pages/emails')).body;
    expect(page).toMatchObject({ key: 'emails', path: null, version: 1, content: emailsContent });
    const list = (await admin.agent.get('/api/admin/pages')).body;
    expect(list.at(-1)).toMatchObject({ key: 'emails', path: null });
    expect((await request(ctx.app).get('/api/pages/emails')).status).toBe(404);
  });

  it('gives the welcome e-mail the words staff saved', async () => {
    expect((await saveVolunteerWelcome({ subject: 'Thank you for joining, neighbour' })).status).toBe(200);

    expect((await request(ctx.app).post('/api/volunteers').send(volunteer)).status).toBe(201);
    expect(await outboxSubjects()).toEqual([
      { kind: 'volunteer-welcome', subject: 'Thank you for joining, neighbour' },
    ]);
  });

  it("gives the footer's reason line the words staff saved", async () => {
    const reason = 'You are reading this because you joined the volunteer team online.';
    expect((await saveVolunteerWelcome({ reason })).status).toBe(200);

    expect((await request(ctx.app).post('/api/volunteers').send(volunteer)).status).toBe(201);
    const { rows } = await ctx.database.raw.query(`SELECT text, html FROM outbox`);
    expect(rows[0].text).toContain(reason);
    expect(rows[0].html).toContain(reason);
    expect(rows[0].text).not.toContain(emailsContent.volunteerWelcome.reason);
  });

  it('keeps the words of a page stored before the reason lines were editable, with their first words', async () => {
    const { volunteerWelcome, ...rest } = emailsContent;
    const { reason: _reason, ...older } = volunteerWelcome;
    await ctx.database.raw.query(`UPDATE site_pages SET content = $1 WHERE key = 'emails'`, [
      JSON.stringify({ ...rest, volunteerWelcome: { ...older, subject: 'Saved before' } }),
    ]);

    expect((await request(ctx.app).post('/api/volunteers').send(volunteer)).status).toBe(201);
    const { rows } = await ctx.database.raw.query(`SELECT subject, text FROM outbox`);
    expect(rows[0].subject).toBe('Saved before');
    expect(rows[0].text).toContain(emailsContent.volunteerWelcome.reason);
  });

  it('refuses a subject of two lines with 400 on its path and stores nothing', async () => {
    const page = (await admin.agent.get('/api/admin/pages/emails')).body;
    const content = {
      ...page.content,
      volunteerWelcome: { ...page.content.volunteerWelcome, subject: 'Hi\r\nBcc: x@example.org' },
    };
    const res = await admin.agent
      .put('/api/admin/pages/emails')
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ version: 1, head: page.head, content });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('content.volunteerWelcome.subject');
    expect(await countRows(ctx.database, 'audit_log')).toBe(0);
  });
});
