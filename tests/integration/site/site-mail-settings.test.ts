import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { campaign } from '../../../shared/content/campaign';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { insertPost } from '../../helpers/factories';
import { runSender } from '../../helpers/mail-jobs';
import { insertSubscribers, runNewsletterJob } from '../../helpers/newsletters';
import { useFreshSiteContent } from '../../helpers/site-content';
import { useSmtpServer } from '../../helpers/smtp-server';
import { useTestApp } from '../../helpers/test-app';

// CONTRACT section 13: the settings staff change in /admin/site are the ones the next e-mail shows
// (the footer's contact address and "Paid for by", the contact address in the e-mails' words), read
// through the real loopback SMTP server as a subscriber's mail program would.
const ctx = useTestApp({ RATE_LIMIT_FORMS: '1000' });
const admin = useSignedInAdmin(ctx);
useFreshSiteContent(ctx);
const smtp = useSmtpServer();

const NEW_CONTACT = 'hello@ellis-2026.example';
const NEW_PAID_FOR_BY = 'Paid for by the Friends of Jordan Ellis, treasurer Sam Lee.';

async function changeSettings() {
  const res = await admin.agent
    .patch('/api/admin/site')
    .set('X-CSRF-Token', admin.csrfToken)
    .send({ contactEmail: NEW_CONTACT, paidForBy: NEW_PAID_FOR_BY });
  expect(res.status).toBe(200);
}

async function delivered() {
  await runSender(ctx, smtp.server.url);
  const [mail] = await smtp.server.waitForMessages(1);
  return { text: mail.parsed.text ?? '', html: String(mail.parsed.html) };
}

describe('e-mails after a change of settings', () => {
  it('show the stored contact address and "Paid for by" in the footer of the next confirmation', async () => {
    await changeSettings();
    expect((await request(ctx.app).post('/api/newsletter').send({ email: 'new@example.org' })).status).toBe(
      201,
    );
    const { text, html } = await delivered();
    for (const part of [text, html]) {
      expect(part).toContain(NEW_CONTACT);
      expect(part).toContain(NEW_PAID_FOR_BY);
      expect(part).not.toContain(campaign.contactEmail);
      expect(part).not.toContain(campaign.paidForBy);
    }
  });

  it("fill the e-mails' {contactEmail} with the stored address", async () => {
    await changeSettings();
    const volunteer = {
      firstName: 'Rosa',
      lastName: 'Park',
      email: 'rosa@example.org',
      helpType: 'canvassing',
    };
    expect((await request(ctx.app).post('/api/volunteers').send(volunteer)).status).toBe(201);
    const { text } = await delivered();
    expect(text).toContain(`Questions? Reply to this message or write to ${NEW_CONTACT}.`);
    expect(text).not.toContain(campaign.contactEmail);
  });

  it("give a newsletter's footer the stored Paid for by line, why the reader gets it and the unsubscribe link", async () => {
    await changeSettings();
    const post = await insertPost(ctx.db, { title: 'Convention report' });
    await insertSubscribers(ctx.database, 1);
    const started = await admin.agent
      .post(`/api/admin/posts/${post.slug}/newsletter`)
      .set('X-CSRF-Token', admin.csrfToken)
      .send({});
    expect(started.status).toBe(202);
    await runNewsletterJob(ctx.database);
    const { text, html } = await delivered();
    expect(text).toMatch(/Unsubscribe: http:\/\/\S+\/unsubscribe\/\S+/);
    expect(html).toMatch(/<a href="http:\/\/\S+\/unsubscribe\/[^"]+"[^>]*>Unsubscribe<\/a>/);
    for (const part of [text, html]) {
      expect(part).toContain('because you subscribed to campaign updates');
      expect(part).toContain(NEW_PAID_FOR_BY);
      expect(part).not.toContain(campaign.paidForBy);
    }
  });

  it("give every newsletter's footer the stored postal address (issue 35)", async () => {
    const postalAddress = 'PO Box 1234, Springfield, IL 62701';
    const res = await admin.agent
      .patch('/api/admin/site')
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ postalAddress });
    expect(res.status).toBe(200);
    const post = await insertPost(ctx.db, { title: 'Convention report' });
    await insertSubscribers(ctx.database, 1);
    await admin.agent
      .post(`/api/admin/posts/${post.slug}/newsletter`)
      .set('X-CSRF-Token', admin.csrfToken)
      .send({})
      .expect(202);
    await runNewsletterJob(ctx.database);
    const { text, html } = await delivered();
    expect(text).toContain(postalAddress);
    expect(html).toContain(postalAddress);
  });

  it('keep the first settings until staff change them', async () => {
    expect((await request(ctx.app).post('/api/newsletter').send({ email: 'first@example.org' })).status).toBe(
      201,
    );
    const { text } = await delivered();
    expect(text).toContain(campaign.contactEmail);
    expect(text).toContain(campaign.paidForBy);
  });
});
