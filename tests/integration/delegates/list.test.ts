import { describe, expect, it } from 'vitest';
import { addDays, localDay } from '../../../server/jobs/campaign-clock';
import { insertAdmin, useSignedInAdmin } from '../../helpers/admin-agent';
import { createDelegate, logContact } from '../../helpers/delegates';
import { useTestApp } from '../../helpers/test-app';

// CONTRACT section 15: the list's search, filters, orders and paging, and its formula-safe export.

const ZONE = 'America/New_York';
const ctx = useTestApp({ CAMPAIGN_TIME_ZONE: ZONE });
const admin = useSignedInAdmin(ctx);
const names = async (query: string) => {
  const res = await admin.agent.get(`/api/admin/delegates?${query}`);
  expect(res.status, res.text).toBe(200);
  return (res.body as { lastName: string }[]).map((d) => d.lastName);
};

async function seed() {
  await insertAdmin(ctx.db, { username: 'coord-one', password: 'Solidarity-2025!', role: 'coordinator' });
  const today = localDay(new Date(), ZONE);
  const a = await createDelegate(admin, {
    firstName: 'Ana',
    lastName: 'Reyes',
    email: 'ana@example.org',
    phone: '555-0100',
    local: 'Local 2250',
    region: 'North',
    support: 1,
    pledge: 'hard',
    owner: 'campaign-admin',
    tags: ['nurse'],
    nextStep: { text: 'Thank her', due: addDays(today, -2) },
  });
  const b = await createDelegate(admin, {
    firstName: 'Ben',
    lastName: 'Okafor',
    local: 'Local 1199',
    region: 'South',
    support: 3,
    owner: 'coord-one',
    nextStep: { text: 'Call', due: addDays(today, 3) },
  });
  const c = await createDelegate(admin, {
    firstName: 'Cara',
    lastName: 'Lind',
    local: 'Local 32',
    region: 'north',
    kind: 'alternate',
  });
  return { a, b, c };
}

describe('the delegate list', () => {
  it('orders by last name by default and pages with X-Total-Count', async () => {
    await seed();
    expect(await names('')).toEqual(['Lind', 'Okafor', 'Reyes']);
    const page = await admin.agent.get('/api/admin/delegates?limit=1&offset=1');
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.body.map((d: { lastName: string }) => d.lastName)).toEqual(['Okafor']);
  });

  it('searches names, e-mail, phone and local, case-insensitively', async () => {
    await seed();
    expect(await names('q=REY')).toEqual(['Reyes']);
    expect(await names('q=ana%40example')).toEqual(['Reyes']);
    expect(await names('q=555-01')).toEqual(['Reyes']);
    expect(await names('q=local%201199')).toEqual(['Okafor']);
    expect(await names('q=100%25')).toEqual([]);
  });

  it('pages a search with the total of its matches, on every page and past the last', async () => {
    await seed();
    // "lo" is in all three (their locals).
    const page = async (query: string) => {
      const res = await admin.agent.get(`/api/admin/delegates?${query}`);
      expect(res.status, res.text).toBe(200);
      return [res.headers['x-total-count'], res.body.map((d: { lastName: string }) => d.lastName)];
    };
    expect(await page('q=lo&limit=2')).toEqual(['3', ['Lind', 'Okafor']]);
    expect(await page('q=lo&limit=2&offset=2')).toEqual(['3', ['Reyes']]);
    expect(await page('q=lo&limit=2&offset=5')).toEqual(['3', []]);
    expect(await page('q=local%202&region=north')).toEqual(['1', ['Reyes']]);
    expect(await page('q=nobody-here')).toEqual(['0', []]);
  });

  it('filters by region, local, kind, support, pledge, owner, due and tag', async () => {
    await seed();
    expect(await names('region=NORTH')).toEqual(['Lind', 'Reyes']);
    expect(await names('local=local%2032')).toEqual(['Lind']);
    expect(await names('kind=alternate')).toEqual(['Lind']);
    expect(await names('support=1,unknown')).toEqual(['Lind', 'Reyes']);
    expect(await names('support=3')).toEqual(['Okafor']);
    expect(await names('pledge=hard')).toEqual(['Reyes']);
    expect(await names('owner=me')).toEqual(['Reyes']);
    expect(await names('owner=coord-one')).toEqual(['Okafor']);
    expect(await names('owner=none')).toEqual(['Lind']);
    expect(await names('due=overdue')).toEqual(['Reyes']);
    expect(await names('due=week')).toEqual(['Okafor']);
    expect(await names('tag=nurse')).toEqual(['Reyes']);
  });

  it('sorts by update, last contact and due date', async () => {
    const { b, c } = await seed();
    await logContact(admin, c.id, { at: new Date(Date.now() - 60_000).toISOString() });
    await logContact(admin, b.id, { at: new Date(Date.now() - 3_600_000).toISOString() });
    expect(await names('sort=lastContact')).toEqual(['Lind', 'Okafor', 'Reyes']);
    expect(await names('sort=updated')).toEqual(['Okafor', 'Lind', 'Reyes']);
    expect(await names('sort=due')).toEqual(['Reyes', 'Okafor', 'Lind']);
  });

  it.each([
    ['support=7', 'support'],
    ['pledge=maybe', 'pledge'],
    ['due=tomorrow', 'due'],
    ['sort=age', 'sort'],
    ['kind=observer', 'kind'],
    ['limit=0', 'limit'],
    ['limit=201', 'limit'],
    ['offset=-1', 'offset'],
  ])('refuses %s with a 400 on its path', async (query, path) => {
    const res = await admin.agent.get(`/api/admin/delegates?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe(path);
  });
});

describe('the delegate export', () => {
  it('streams the filtered list as CSV with formula-safe cells', async () => {
    await seed();
    await createDelegate(admin, {
      firstName: '=HYPERLINK("http://evil.example")',
      lastName: '@Zed',
      region: 'North',
    });
    const res = await admin.agent.get('/api/admin/export/delegates.csv?region=north');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="delegates-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,first_name,last_name,email,phone,local,region,kind,support,pledge,owner,next_step,next_step_due,tags,last_contact_at,updated_at',
    );
    expect(lines).toHaveLength(4);
    expect(res.text).toContain(`"'=HYPERLINK(""http://evil.example"")",'@Zed`);
    expect(res.text).toContain(
      'Ana,Reyes,ana@example.org,555-0100,Local 2250,North,delegate,1,hard,campaign-admin',
    );
  });
});
