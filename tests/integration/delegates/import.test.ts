import { describe, expect, it } from 'vitest';
import { insertAdmin, useSignedInAdmin } from '../../helpers/admin-agent';
import { countRows } from '../../helpers/database';
import { createDelegate, importCsv, logContact, patchDelegate } from '../../helpers/delegates';
import { useTestApp } from '../../helpers/test-app';

// CONTRACT section 15: importing the union's list, with a dry run, all or nothing, and matching that
// never touches the campaign's own work.

const ctx = useTestApp();
const admin = useSignedInAdmin(ctx);

const LIST = [
  'First Name;Last Name;E-mail;Phone;Local;Region;Type',
  'Ana;Reyes;ana@example.org;555-0100;Local 2250;North;delegate',
  'Ben;Okafor;;;Local 1199;South;alternate',
  'Cara;Lind;cara@example.org;;Local 2250;North;',
].join('\r\n');

const list = async () => (await admin.agent.get('/api/admin/delegates?sort=name')).body;

describe('importing delegates', () => {
  it('reads a BOM and semicolons, and a dry run says what would change and writes nothing', async () => {
    const res = await importCsv(admin, `\ufeff${LIST}\r\n`, true);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ create: 3, update: 0, unchanged: 0, errors: [] });
    expect(await countRows(ctx.database, 'delegates')).toBe(0);
  });

  it('creates every row, then matches by e-mail or by names and local on a re-import', async () => {
    expect((await importCsv(admin, LIST)).body).toEqual({ create: 3, update: 0, unchanged: 0, errors: [] });
    const rows = await list();
    expect(rows.map((d: { lastName: string }) => d.lastName)).toEqual(['Lind', 'Okafor', 'Reyes']);
    expect(rows[1]).toMatchObject({ kind: 'alternate', email: null, local: 'Local 1199' });
    expect(rows[0]).toMatchObject({ kind: 'delegate', support: null, pledge: 'none' });

    const again = [
      'first_name,last_name,email,local,region,kind',
      'Ana,Reyes-Diaz,ANA@example.org,Local 2250,North,delegate',
      'BEN,okafor,,LOCAL 1199,South,alternate',
      'Cara,Lind,cara@example.org,Local 2250,West,delegate',
      'Dev,Patel,dev@example.org,Local 32,East,delegate',
    ].join('\n');
    const counts = { create: 1, update: 3, unchanged: 0, errors: [] };
    expect((await importCsv(admin, again, true)).body).toEqual(counts);
    expect((await importCsv(admin, again)).body).toEqual(counts);
    expect((await importCsv(admin, again)).body).toEqual({ create: 0, update: 0, unchanged: 4, errors: [] });
    const after = await list();
    expect(after).toHaveLength(4);
    const ana = after.find((d: { email: string }) => d.email === 'ana@example.org');
    expect(ana).toMatchObject({ lastName: 'Reyes-Diaz', phone: '555-0100', version: 2 });
    expect(after.find((d: { lastName: string }) => d.lastName === 'Lind').region).toBe('West');
    expect(after.find((d: { lastName: string }) => d.lastName === 'okafor')).toMatchObject({
      firstName: 'BEN',
      version: 2,
    });
  });

  it('never touches support, pledge, owner, tags, next step or the log', async () => {
    await insertAdmin(ctx.db, { username: 'coord-one', password: 'Solidarity-2025!', role: 'coordinator' });
    await importCsv(admin, LIST);
    const ana = (await list()).find((d: { firstName: string }) => d.firstName === 'Ana');
    await patchDelegate(admin, ana.id, {
      support: 1,
      pledge: 'hard',
      owner: 'coord-one',
      tags: ['nurse'],
      nextStep: { text: 'Thank her', due: '2030-01-01' },
    });
    await logContact(admin, ana.id, { note: 'Pledged' });
    const before = (await admin.agent.get(`/api/admin/delegates/${ana.id}`)).body;
    const changed = LIST.replace('Ana;Reyes;', 'Ana;Reyes Lopez;');
    expect((await importCsv(admin, changed)).body.update).toBe(1);
    const after = (await admin.agent.get(`/api/admin/delegates/${ana.id}`)).body;
    expect(after).toMatchObject({
      lastName: 'Reyes Lopez',
      support: 1,
      pledge: 'hard',
      owner: 'coord-one',
      tags: ['nurse'],
      nextStep: before.nextStep,
      lastContactAt: before.lastContactAt,
    });
    expect(await countRows(ctx.database, 'delegate_contacts')).toBe(1);
    expect((await admin.agent.get(`/api/admin/delegates/${ana.id}/history`)).body).toHaveLength(3);
  });

  it('refuses a file with errors as a whole, with each error by its line, and writes nothing', async () => {
    await createDelegate(admin, { email: 'kept@example.org' });
    const bad = [
      'first_name,last_name,email,local,region',
      '"=HYPERLINK(""http://evil.example"")",Reyes,a@example.org,Local 1,North',
      'Ben,Okafor,b@example.org,Local 1,North',
      'Cara,Lind,B@example.org,Local 1,North',
      `Dev,Patel,d@example.org,Local 1,North${',x'.repeat(35)}`,
      'Eve,,e@example.org,Local 1,North',
      'Fay,Wu,not-an-address,Local 1,North',
      'Gus,Ng,g@example.org,Local 1,North',
    ].join('\n');
    const dry = await importCsv(admin, bad, true);
    expect(dry.status).toBe(200);
    expect(dry.body.errors.map((e: { line: number }) => e.line)).toEqual([2, 4, 5, 6, 7]);
    expect(dry.body.errors[0].message).toMatch(/first_name/);
    expect(dry.body.errors[1].message).toMatch(/line 3/);
    const real = await importCsv(admin, bad);
    expect(real.status).toBe(400);
    expect(real.body).toMatchObject({ message: expect.any(String), create: 2, errors: dry.body.errors });
    expect(await countRows(ctx.database, 'delegates')).toBe(1);
  });

  it('refuses a file without the required columns on line 1', async () => {
    const res = await importCsv(admin, 'name,email\nAna,a@example.org\n');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { line: 1, message: expect.stringMatching(/first_name.*last_name.*local.*region/) },
    ]);
  });

  it('answers 413 for a file over 5 MB and 415 for one that is not CSV, writing nothing', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 'a');
    expect((await importCsv(admin, big)).status).toBe(413);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from([0, 159, 146, 150])]);
    expect((await importCsv(admin, pdf)).status).toBe(415);
    expect(await countRows(ctx.database, 'delegates')).toBe(0);
  });

  it('asks for the file in the field "file"', async () => {
    const res = await admin.agent
      .post('/api/admin/delegates/import')
      .set('X-CSRF-Token', admin.csrfToken)
      .field('note', 'no file');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('file');
  });
});
