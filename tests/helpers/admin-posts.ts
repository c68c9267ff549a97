import type { SignedIn } from './admin-agent';
import type { TestContext } from './test-app';

// What the admin posts tests (create, and edit and delete) share: a draft and the writes.

export const draftPost = {
  title: 'Town hall on bargaining rights',
  excerpt: 'Join us Thursday.',
  content: '## Agenda\n\nQuestions from **members**.',
  category: 'Events',
  tags: ['town hall', ' bargaining ', ''],
  status: 'draft',
  publishedAt: null,
};

/** The post writes as `admin`, with its CSRF token. */
export const postWrites = (admin: SignedIn) => ({
  create: (body: object) =>
    admin.agent.post('/api/admin/posts').set('X-CSRF-Token', admin.csrfToken).send(body),
  patch: (slug: string, body: object) =>
    admin.agent.patch(`/api/admin/posts/${slug}`).set('X-CSRF-Token', admin.csrfToken).send(body),
  remove: (slug: string) =>
    admin.agent.delete(`/api/admin/posts/${slug}`).set('X-CSRF-Token', admin.csrfToken),
});

/** The audit trail's rows, oldest first. */
export async function auditActions(ctx: TestContext) {
  const { rows } = await ctx.database.raw.query('SELECT actor, action, target FROM audit_log ORDER BY id');
  return rows as { actor: string; action: string; target: string | null }[];
}
