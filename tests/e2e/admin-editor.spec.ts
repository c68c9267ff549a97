import type { Page } from '@playwright/test';
import type { AdminPost } from '../../shared/api-types';
import { slugify } from '../../shared/slug';
import { signInAdminApi, type AdminApi } from './helpers/admin-api';
import { E2E_ADMIN, expect, signIn, signInAt, test, unique } from './helpers/admin-ui';
import { timeFor } from './helpers/time-budget';

// CONTRACT section 8 as a writer meets it: autosave, the browser's copy, conflicts between tabs,
// preview links for people without an account, and the markdown toolbar.

const status = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^(Saving\.\.\.|Saved|Not saved|Unsaved changes)/ });

async function draftPost(api: AdminApi, title: string): Promise<AdminPost> {
  return api.post<AdminPost>('/api/admin/posts', {
    title,
    excerpt: 'For the candidate to read first.',
    content: 'The first version.',
    status: 'draft',
    publishedAt: null,
  });
}

test.describe('the editor never loses work', () => {
  test('typing a new post creates a draft by autosave, moves to its edit address and keeps the caret', async ({
    page,
    request,
  }) => {
    const title = unique('Autosaved Post');
    await signInAt(page, '/admin/blog/new');
    await page.getByLabel('Title').fill(title);
    const content = page.getByLabel('Content');
    await content.click();
    await content.pressSequentially('Typed without a click on Save.');

    await expect(page).toHaveURL(new RegExp(`/admin/blog/edit/${slugify(title)}$`), { timeout: 15_000 });
    await expect(status(page)).toHaveText('Saved');
    // Same form, same focus: typing simply goes on.
    await expect(content).toBeFocused();
    await content.pressSequentially(' And more.');
    await expect(status(page)).toHaveText('Saved', { timeout: 15_000 });

    const api = await signInAdminApi(request);
    await expect
      .poll(async () => (await api.get<AdminPost>(`/api/admin/posts/${slugify(title)}`)).content, {
        timeout: 10_000,
      })
      .toBe('Typed without a click on Save. And more.');
    const saved = await api.get<AdminPost>(`/api/admin/posts/${slugify(title)}`);
    expect(saved.status).toBe('draft');
  });

  test('a reload after unsaved typing offers the text back', async ({ page, request }) => {
    const api = await signInAdminApi(request);
    // A published post is never autosaved, so the typing stays unsaved on the server.
    const post = await api.post<AdminPost>('/api/admin/posts', {
      title: unique('Published Story'),
      excerpt: 'Live.',
      content: 'Live text.',
      status: 'published',
    });
    await signInAt(page, `/admin/blog/edit/${post.slug}`);
    await page.getByLabel('Content').fill('Live text, with an unsaved paragraph.');
    await expect(status(page)).toHaveText('Unsaved changes');

    page.on('dialog', (dialog) => dialog.accept());
    await page.reload();
    const banner = page.getByRole('alert').filter({ hasText: 'unsaved changes' });
    await expect(banner).toBeVisible();
    await expect(page.getByLabel('Content')).toHaveValue('Live text.');
    await banner.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByLabel('Content')).toHaveValue('Live text, with an unsaved paragraph.');
    await expect(banner).toBeHidden();
    // Still unpublished changes: the server copy is untouched until Publish.
    expect((await api.get<AdminPost>(`/api/admin/posts/${post.slug}`)).content).toBe('Live text.');
  });

  test("a second tab's save makes the first tab's save a conflict to settle, never an overwrite", async ({
    page,
    context,
    request,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 409/);
    const api = await signInAdminApi(request);
    const post = await draftPost(api, unique('Shared Draft'));
    await signInAt(page, `/admin/blog/edit/${post.slug}`);
    await expect(page.getByLabel('Title')).toHaveValue(post.title);

    // A second tab of the same browser: the admin signs in there too (the tab remembers its own).
    const other = await context.newPage();
    await signIn(other);
    await other.goto(`/admin/blog/edit/${post.slug}`);
    await other.getByLabel('Title').fill(`${post.title} (edited in tab two)`);
    await other.getByRole('button', { name: 'Save Draft' }).click();
    await expect(other).toHaveURL(/\/admin\/blog$/);

    // The first tab's autosave (2 s after typing stops) names the version it opened: refused.
    await page.getByLabel('Content').fill('My version of the text.');
    const dialog = page.getByRole('dialog', { name: 'This post was changed elsewhere' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Title differs' })).toBeVisible();
    await expect(dialog.getByText(`${post.title} (edited in tab two)`)).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Content differs' })).toBeVisible();
    // Nothing was written by the refused save.
    expect((await api.get<AdminPost>(`/api/admin/posts/${post.slug}`)).content).toBe('The first version.');

    await dialog.getByRole('button', { name: 'Keep mine (save over)' }).click();
    await expect(dialog).toBeHidden();
    await expect(status(page)).toHaveText('Saved');
    const saved = await api.get<AdminPost>(`/api/admin/posts/${post.slug}`);
    expect(saved).toMatchObject({ title: post.title, content: 'My version of the text.' });
  });

  test('offline, autosave says "Not saved" with why, and saves once the connection is back', async ({
    page,
    context,
    request,
    consoleGuard,
  }) => {
    test.setTimeout(await timeFor({ bcryptRuns: 2, baseMs: 60_000 }));
    consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch/);
    const api = await signInAdminApi(request);
    const post = await draftPost(api, unique('Offline Draft'));
    await signInAt(page, `/admin/blog/edit/${post.slug}`);
    await expect(page.getByLabel('Title')).toHaveValue(post.title);
    await context.setOffline(true);
    await page.getByLabel('Content').fill('Written on the train.');
    await expect(status(page)).toHaveText('Not saved', { timeout: 10_000 });
    await expect(status(page)).toHaveAttribute('title', /No connection to the server/);
    await context.setOffline(false);
    // Retried about 10 s after the failure.
    await expect(status(page)).toHaveText('Saved', { timeout: 20_000 });
    expect((await api.get<AdminPost>(`/api/admin/posts/${post.slug}`)).content).toBe('Written on the train.');
  });

  test('when the session ends mid-edit, signing in again returns to the editor and offers the text back', async ({
    page,
    context,
    request,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 401/);
    const api = await signInAdminApi(request);
    const post = await draftPost(api, unique('Long Draft'));
    await signIn(page);
    // Past the session check made on arrival: only the autosave learns that the session ended.
    // The editor's own check, not the dashboard's: signIn lands on the dashboard, whose check can
    // answer just after this starts waiting, and the editor's would then come after the sign-out.
    const editorPath = `/admin/blog/edit/${post.slug}`;
    const firstCheck = page.waitForResponse(
      (res) => res.url().endsWith('/api/admin/session') && new URL(res.frame().url()).pathname === editorPath,
    );
    await page.goto(editorPath);
    await firstCheck;
    await expect(page.getByLabel('Title')).toHaveValue(post.title);
    // The session ends on the server (as after the idle limit): the tab does not know yet.
    const csrf = (await context.cookies()).find((c) => c.name === 'csrf-token')?.value ?? '';
    const logout = await page.request.post('/api/admin/logout', {
      headers: { 'X-CSRF-Token': decodeURIComponent(csrf) },
    });
    expect(logout.status()).toBe(200);
    await page.getByLabel('Content').fill('Two hours of careful writing.');

    await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 10_000 });
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/blog/edit/${post.slug}$`));
    const banner = page.getByRole('alert').filter({ hasText: 'unsaved changes' });
    await banner.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByLabel('Content')).toHaveValue('Two hours of careful writing.');
    await expect(status(page)).toHaveText('Saved', { timeout: 10_000 });
  });

  test('leaving with unsaved changes through an in-app link asks first', async ({ page, request }) => {
    const api = await signInAdminApi(request);
    const post = await api.post<AdminPost>('/api/admin/posts', {
      title: unique('Guarded Story'),
      excerpt: 'Live.',
      content: 'Live text.',
      status: 'published',
    });
    await signInAt(page, `/admin/blog/edit/${post.slug}`);
    await page.getByLabel('Content').fill('Half a thought');
    const questions: string[] = [];
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Back to Blog Posts' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/admin/blog/edit/${post.slug}$`));
    expect(questions).toEqual(['You have unsaved changes. Leave this page and lose them?']);
    await expect(page.getByLabel('Content')).toHaveValue('Half a thought');

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('link', { name: 'Back to Blog Posts' }).first().click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
  });

  test('a preview link opens signed out, with its banner', async ({ page, browser, request }) => {
    const api = await signInAdminApi(request);
    const post = await draftPost(api, unique('Preview Me'));
    await signInAt(page, `/admin/blog/edit/${post.slug}`);
    await page.getByRole('button', { name: 'Share preview link' }).click();
    const link = page.getByLabel('Preview link');
    await expect(link).toHaveValue(/\/preview\/\S+$/);
    const url = await link.inputValue();

    const stranger = await browser.newContext();
    try {
      const visitor = await stranger.newPage();
      const response = await visitor.goto(url);
      expect(response?.headers()['x-robots-tag']).toBe('noindex');
      await expect(
        visitor.getByRole('status').filter({ hasText: 'Preview: this post is not published' }),
      ).toBeVisible();
      await expect(visitor.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
      await expect(visitor.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'noindex');
    } finally {
      await stranger.close();
    }
  });

  test('the toolbar and Ctrl+B write markdown around the selection', async ({ page }) => {
    await signInAt(page, '/admin/blog/new');
    const content = page.getByLabel('Content');
    await content.fill('We won');
    await content.press('End');
    for (let i = 0; i < 3; i += 1) await content.press('Shift+ArrowLeft');
    await content.press('Control+b');
    await expect(content).toHaveValue('We **won**');

    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
    await content.press('End');
    await toolbar.getByRole('button', { name: 'Quote' }).click();
    await expect(content).toHaveValue('> We **won**');
    await expect(toolbar.getByRole('button', { name: 'Italic' })).toHaveAttribute('title', 'Italic (Ctrl+I)');
  });
});
