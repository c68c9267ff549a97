import { describe, expect, it } from 'vitest';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();
const admin = useSignedInAdmin(ctx);

const sql = (text: string, params: unknown[] = []) => ctx.database.raw.query(text, params);
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

async function volunteer(firstName: string, createdAt: Date, extra: { phone?: string; email?: string } = {}) {
  await sql(
    `INSERT INTO volunteers (first_name, last_name, email, phone, help_type, created_at)
     VALUES ($1, 'Rivera', $2, $3, 'phone-banking', $4)`,
    [firstName, extra.email ?? `${firstName.toLowerCase()}@example.org`, extra.phone ?? null, createdAt],
  );
}

describe('admin lists of people', () => {
  it('lists volunteers newest first with every field', async () => {
    await volunteer('Older', minutesAgo(5));
    await volunteer('Newer', minutesAgo(1), { phone: '555-0100' });
    const res = await admin.agent.get('/api/admin/volunteers');
    expect(res.status).toBe(200);
    expect(res.body.map((v: { firstName: string }) => v.firstName)).toEqual(['Newer', 'Older']);
    expect(res.body[0]).toEqual({
      id: expect.any(String),
      firstName: 'Newer',
      lastName: 'Rivera',
      email: 'newer@example.org',
      phone: '555-0100',
      helpType: 'phone-banking',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      source: null,
      recruitedBy: null,
    });
  });

  it('lists contact messages newest first', async () => {
    await sql(
      `INSERT INTO contacts (first_name, last_name, email, subject, message, created_at) VALUES
       ('Ann', 'Lee', 'ann@example.org', 'First', 'Hello', $1), ('Bo', 'Kim', 'bo@example.org', 'Second', 'Hi', $2)`,
      [minutesAgo(5), minutesAgo(1)],
    );
    const res = await admin.agent.get('/api/admin/contacts');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: expect.any(String),
        firstName: 'Bo',
        lastName: 'Kim',
        email: 'bo@example.org',
        subject: 'Second',
        message: 'Hi',
        createdAt: expect.any(String),
        source: null,
        recruitedBy: null,
      },
      expect.objectContaining({ subject: 'First' }),
    ]);
  });

  it('lists newsletter sign-ups newest first', async () => {
    await sql(
      `INSERT INTO newsletters (email, created_at) VALUES ('old@example.org', $1), ('new@example.org', $2)`,
      [minutesAgo(5), minutesAgo(1)],
    );
    const res = await admin.agent.get('/api/admin/newsletter');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        email: 'new@example.org',
        status: 'pending',
        source: null,
        recruitedBy: null,
      }),
      expect.objectContaining({
        email: 'old@example.org',
        status: 'pending',
        source: null,
        recruitedBy: null,
      }),
    ]);
  });

  it('answers empty lists as []', async () => {
    for (const path of ['volunteers', 'contacts', 'newsletter']) {
      expect((await admin.agent.get(`/api/admin/${path}`)).body).toEqual([]);
    }
  });
});

describe('GET /api/admin/export/:dataset.csv', () => {
  const today = () => new Date().toISOString().slice(0, 10);

  it('downloads volunteers as a dated CSV attachment with a header row', async () => {
    await volunteer('Dana', minutesAgo(1), { phone: '555-0100' });
    const res = await admin.agent.get('/api/admin/export/volunteers.csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="volunteers-${today()}.csv"`);
    const [header, row, end] = res.text.split('\r\n');
    expect(header).toBe(
      'id,firstName,lastName,email,phone,helpType,createdAt,landing_page,referrer,ref,utm_source,utm_medium,utm_campaign',
    );
    expect(row).toMatch(
      /^[0-9a-f-]{36},Dana,Rivera,dana@example.org,555-0100,phone-banking,\d{4}-\d\d-\d\dT[\d:.]+Z,,,,,,$/,
    );
    expect(end).toBe('');
  });

  it('neutralizes cells a spreadsheet would run as formulas', async () => {
    for (const [i, name] of ['=HYPERLINK("http://evil")', '+SUM(A1)', '-2+3', '@cmd', '\tTabbed'].entries()) {
      await volunteer(name, minutesAgo(10 - i), { email: `v${i}@example.org` });
    }
    const res = await admin.agent.get('/api/admin/export/volunteers.csv');
    const firstNames = res.text
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[1]);
    expect(firstNames).toEqual([
      "'\tTabbed",
      "'@cmd",
      "'-2+3",
      "'+SUM(A1)",
      `"'=HYPERLINK(""http://evil"")"`,
    ]);
  });

  it('quotes commas, quotes and line breaks as RFC 4180 says', async () => {
    await sql(
      `INSERT INTO contacts (first_name, last_name, email, subject, message)
       VALUES ('Ann', 'Lee', 'ann@example.org', 'Pay, and "parity"', E'Line one\nLine two')`,
    );
    const res = await admin.agent.get('/api/admin/export/contacts.csv');
    expect(res.text.split('\r\n')[0]).toBe(
      'id,firstName,lastName,email,subject,message,createdAt,landing_page,referrer,ref,utm_source,utm_medium,utm_campaign',
    );
    expect(res.text).toContain(',"Pay, and ""parity""","Line one\nLine two",');
  });

  it('exports newsletter sign-ups and endorsements with their own columns', async () => {
    await sql(`INSERT INTO newsletters (email) VALUES ('reader@example.org')`);
    await sql(`INSERT INTO endorsements (name, title, endorsement) VALUES ('Sam', NULL, 'Strong leader')`);
    const newsletter = await admin.agent.get('/api/admin/export/newsletter.csv');
    expect(newsletter.text.split('\r\n')[0]).toBe(
      'id,email,status,createdAt,landing_page,referrer,ref,utm_source,utm_medium,utm_campaign',
    );
    expect(newsletter.text).toContain(',reader@example.org,');
    const endorsements = await admin.agent.get('/api/admin/export/endorsements.csv');
    expect(endorsements.headers['content-disposition']).toContain(`endorsements-${today()}.csv`);
    expect(endorsements.text.split('\r\n')[0]).toBe(
      'id,name,title,endorsement,approved,createdAt,landing_page,referrer,ref,utm_source,utm_medium,utm_campaign',
    );
    expect(endorsements.text).toContain(',Sam,,Strong leader,pending,');
  });

  it.each(['admin_users.csv', 'volunteers', 'volunteers.json', 'session.csv', 'constructor.csv'])(
    'answers 404 for the unknown export %s',
    async (file) => {
      const res = await admin.agent.get(`/api/admin/export/${file}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Unknown export' });
    },
  );
});
