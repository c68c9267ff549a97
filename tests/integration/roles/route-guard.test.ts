import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminUsers } from '../../../shared/schema';
import { FORBIDDEN_MESSAGE } from '../../../shared/roles';
import { adminAgent } from '../../helpers/admin-agent';
import { countRows } from '../../helpers/database';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();
const staff = (username: string, role: string) => ({ username, password: 'Solidarity-2025!', role });

describe('the admin API by role', () => {
  it('lets a moderator read supporters and refuses them posts, with the message and nothing written', async () => {
    const moderator = await adminAgent(ctx, staff('moderator-one', 'moderator'));
    expect((await moderator.agent.get('/api/admin/endorsements')).status).toBe(200);
    expect((await moderator.agent.get('/api/admin/stats')).status).toBe(200);
    const refused = await moderator.agent
      .post('/api/admin/posts')
      .set('X-CSRF-Token', moderator.csrfToken)
      .send({
        title: 'Not mine to write',
        excerpt: 'x',
        content: 'x',
        category: 'News',
        tags: [],
        status: 'draft',
      });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: FORBIDDEN_MESSAGE });
    expect(await countRows(ctx.database, 'posts')).toBe(0);
  });

  it('keeps a route no permission names to admins: an editor cannot list accounts', async () => {
    const editor = await adminAgent(ctx, staff('editor-one', 'editor'));
    expect((await editor.agent.get('/api/admin/posts')).status).toBe(200);
    expect((await editor.agent.get('/api/admin/users')).status).toBe(403);
    expect((await editor.agent.get('/api/admin/export/volunteers.csv')).status).toBe(403);
  });

  it('sees a role change on the very next request of a session already signed in', async () => {
    const editor = await adminAgent(ctx, staff('editor-two', 'editor'));
    expect((await editor.agent.get('/api/admin/posts')).status).toBe(200);
    await ctx.db.update(adminUsers).set({ role: 'viewer' }).where(eq(adminUsers.username, 'editor-two'));
    expect((await editor.agent.get('/api/admin/posts')).status).toBe(403);
    const session = await editor.agent.get('/api/admin/session');
    expect(session.body).toEqual({ admin: { username: 'editor-two', role: 'viewer' } });
  });
});
