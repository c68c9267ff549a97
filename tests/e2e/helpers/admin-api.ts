import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type { AdminEndorsement, AdminPost, AdminTestimonial } from '../../../shared/api-types';
import type { PostInput } from '../../../shared/schemas/posts';
import { E2E_ADMIN } from '../../../playwright.config';

// The admin API over plain HTTP (CONTRACT section 4), for tests that need data a visitor cannot
// make: published posts, approved endorsements and stories. No browser page is involved.

export interface AdminApi {
  get<T>(url: string): Promise<T>;
  post<T>(url: string, data: unknown): Promise<T>;
  patch<T>(url: string, data: unknown): Promise<T>;
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, url: string): Promise<T> {
  expect(response.ok(), `${url} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Signs in on `context` and returns calls that carry the session cookie and the CSRF header. */
export async function signInAdminApi(context: APIRequestContext): Promise<AdminApi> {
  const login = await context.post('/api/admin/login', { data: E2E_ADMIN });
  expect(login.status(), 'admin login over HTTP').toBe(200);
  const { cookies } = await context.storageState();
  const csrf = cookies.find((c) => c.name === 'csrf-token')?.value;
  expect(csrf, 'csrf-token cookie after login').toBeTruthy();
  const headers = { 'X-CSRF-Token': decodeURIComponent(csrf!) };
  return {
    get: async (url) => json(await context.get(url), url),
    post: async (url, data) => json(await context.post(url, { data, headers }), url),
    patch: async (url, data) => json(await context.patch(url, { data, headers }), url),
  };
}

/** A fresh request context of its own (for beforeAll, where the `request` fixture is not available). */
export async function openAdminApi(baseURL: string): Promise<AdminApi & { dispose: () => Promise<void> }> {
  const context = await playwrightRequest.newContext({ baseURL });
  const api = await signInAdminApi(context);
  return { ...api, dispose: () => context.dispose() };
}

/** Creates a post; published with the given date unless the input says otherwise. */
export function createPost(api: AdminApi, input: PostInput): Promise<AdminPost> {
  return api.post<AdminPost>('/api/admin/posts', {
    excerpt: `${input.title}: the summary.`,
    content: `Body of ${input.title}.`,
    status: 'published',
    ...input,
  });
}

export async function setEndorsementStatus(api: AdminApi, name: string, status: 'approved' | 'rejected') {
  const pending = await api.get<AdminEndorsement[]>('/api/admin/endorsements?status=pending');
  const item = pending.find((e) => e.name === name);
  expect(item, `a pending endorsement from ${name}`).toBeTruthy();
  return api.patch<AdminEndorsement>(`/api/admin/endorsements/${item!.id}`, { status });
}

export async function setTestimonialStatus(api: AdminApi, name: string, status: 'approved' | 'rejected') {
  const pending = await api.get<AdminTestimonial[]>('/api/admin/testimonials?status=pending');
  const item = pending.find((t) => t.name === name);
  expect(item, `a pending story from ${name}`).toBeTruthy();
  return api.patch<AdminTestimonial>(`/api/admin/testimonials/${item!.id}`, { status });
}
