import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { countRows } from '../../helpers/database';
import { solidImage } from '../../helpers/media-images';
import { useFreshSiteContent } from '../../helpers/site-content';
import { useSiteApp } from '../../helpers/site-app';

// CONTRACT section 13, documents.
const ctx = useSiteApp();
const admin = useSignedInAdmin(ctx);
useFreshSiteContent(ctx);

const pdf = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n%%EOF\n`, 'latin1');
const upload = (slot: string, bytes: Buffer, filename = 'letter.pdf') =>
  admin.agent
    .post(`/api/admin/documents/${slot}`)
    .set('X-CSRF-Token', admin.csrfToken)
    .attach('file', bytes, { filename, contentType: 'application/pdf' });

describe('POST /api/admin/documents/:slot', () => {
  it('replaces the letter: its old link serves the new PDF at once, with a new ETag', async () => {
    const first = await upload('letter', pdf('first edition'));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      slot: 'letter',
      url: '/letter-to-delegates.pdf',
      bytes: pdf('first edition').length,
      updatedAt: expect.any(String),
    });
    const served = await request(ctx.app).get('/letter-to-delegates.pdf').buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(served.body).toString('latin1')).toContain('first edition');

    expect((await upload('letter', pdf('second edition'))).status).toBe(200);
    const again = await request(ctx.app).get('/letter-to-delegates.pdf').buffer(true);
    expect(Buffer.from(again.body).toString('latin1')).toContain('second edition');
    expect(again.headers.etag).not.toBe(served.headers.etag);
    const { rows } = await ctx.database.raw.query(`SELECT action, target FROM audit_log`);
    expect(rows).toEqual([
      { action: 'document.upload', target: 'letter' },
      { action: 'document.upload', target: 'letter' },
    ]);
  });

  it('serves the materials slot at /campaign-materials.pdf', async () => {
    const res = await upload('materials', pdf('toolkit'), 'kit.pdf');
    expect(res.body.url).toBe('/campaign-materials.pdf');
    const served = await request(ctx.app).get('/campaign-materials.pdf').buffer(true);
    expect(Buffer.from(served.body).toString('latin1')).toContain('toolkit');
  });

  it('refuses a PNG named letter.pdf with 415 and stores nothing', async () => {
    const res = await upload('letter', await solidImage(8, 8, 'png'), 'letter.pdf');
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('The document must be a PDF');
    expect(await countRows(ctx.database, 'site_documents')).toBe(0);
  });

  it('refuses a 25 MB PDF with 413 and stores nothing', async () => {
    const big = Buffer.concat([pdf('big'), Buffer.alloc(25 * 1024 * 1024, 0x20)]);
    const res = await upload('letter', big).catch((err: { response?: request.Response }) => err.response);
    // The server may answer before the whole body is sent; what it answered is the 413.
    if (res) expect(res.status).toBe(413);
    expect(await countRows(ctx.database, 'site_documents')).toBe(0);
  });

  it('answers 404 for a slot that does not exist and 400 without a file', async () => {
    expect((await upload('manifesto', pdf('x'))).status).toBe(404);
    const res = await admin.agent
      .post('/api/admin/documents/letter')
      .set('X-CSRF-Token', admin.csrfToken)
      .field('x', 'y');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('file');
  });
});

describe('GET /api/admin/documents', () => {
  it('lists both slots, with their size once uploaded', async () => {
    await upload('letter', pdf('x'));
    const res = await admin.agent.get('/api/admin/documents');
    expect(res.body).toEqual([
      {
        slot: 'letter',
        url: '/letter-to-delegates.pdf',
        bytes: pdf('x').length,
        updatedAt: expect.any(String),
      },
      { slot: 'materials', url: '/campaign-materials.pdf', bytes: null, updatedAt: null },
    ]);
  });
});
