import type { Page } from '@playwright/test';
import { slugify } from '../../shared/slug';
import { expect, expectToast, signIn, signInAt, test, unique } from './helpers/admin-ui';

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

async function openNewPost(page: Page) {
  await page.goto('/admin/blog');
  await page.getByRole('link', { name: 'New Post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Post' })).toBeVisible();
}

test.describe('admin blog', () => {
  // A fixed zone, so the entered local time has one known UTC instant.
  test.use({ timezoneId: 'America/New_York' });

  test('the editor refuses to save without a title, or to publish without excerpt and content', async ({
    page,
  }) => {
    await signIn(page);
    await openNewPost(page);
    await expect(page.getByLabel('Category')).toHaveValue('Campaign Updates');
    await expect(page.getByLabel('Excerpt')).toHaveAttribute('rows', '3');
    await expect(page.getByLabel('Content')).toHaveAttribute('rows', '20');

    await page.getByLabel('Title').fill('   ');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expectToast(page, 'Title Required', 'Please enter a title for your blog post.');

    await page.getByLabel('Title').fill('Only a title');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expectToast(
      page,
      'Required Fields Missing',
      'Please fill in title, excerpt, and content before publishing.',
    );
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  });

  test('a post is drafted, published, unpublished and deleted from the list', async ({ page }) => {
    const title = unique('Draft To Delete');
    const slug = slugify(title);
    await signIn(page);
    await openNewPost(page);

    await page.getByLabel('Title').fill(title);
    await expect(page.getByText(`Slug: ${slug}`)).toBeVisible();
    await page.getByLabel('Excerpt').fill('A short summary.');
    await page.getByLabel('Tags').fill(' members ,, bargaining , ');
    await page.getByLabel('Content').fill('## Big news\n\nWe **won** the grievance.');
    const preview = page.getByRole('region', { name: 'Live preview' });
    await expect(preview.getByRole('heading', { name: 'Big news' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('won');

    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expectToast(page, 'Post created', 'Blog post has been created and saved as draft successfully.');
    await expect(page).toHaveURL(/\/admin\/blog$/);

    await page.getByRole('tab', { name: 'Drafts' }).click();
    const draft = card(page, title);
    await expect(draft.getByText('Draft', { exact: true })).toBeVisible();
    await expect(draft.getByText('members', { exact: true })).toBeVisible();
    await expect(draft.getByText('bargaining', { exact: true })).toBeVisible();
    await expect(draft.getByText('Campaign Updates')).toBeVisible();
    await expect(draft.getByRole('link', { name: /View/ })).toHaveCount(0);
    expect((await page.request.get(`/api/posts/${slug}`)).status()).toBe(404);

    await page.getByRole('tab', { name: 'All Posts' }).click();
    await card(page, title).getByRole('button', { name: 'Publish', exact: true }).click();
    await expectToast(page, 'Post published successfully');
    const published = card(page, title);
    await expect(published.getByText('Published', { exact: true })).toBeVisible();
    const view = published.getByRole('link', { name: /View/ });
    await expect(view).toHaveAttribute('href', `/updates/${slug}`);
    await expect(view).toHaveAttribute('target', '_blank');
    expect((await page.request.get(`/api/posts/${slug}`)).status()).toBe(200);

    await published.getByRole('button', { name: 'Unpublish' }).click();
    await expectToast(page, 'Post saved as draft successfully');
    await expect(card(page, title).getByText('Draft', { exact: true })).toBeVisible();
    expect((await page.request.get(`/api/posts/${slug}`)).status()).toBe(404);

    await card(page, title).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Blog Post' });
    await expect(dialog).toContainText(
      `Are you sure you want to delete "${title}"? This action cannot be undone.`,
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, title)).toBeVisible();

    await card(page, title).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete Post' }).click();
    await expectToast(page, 'Post Deleted', 'Blog post has been deleted successfully.');
    await expect(card(page, title)).toHaveCount(0);
  });

  test('publishing uses the entered date, and editing keeps the slug', async ({ page }) => {
    const title = unique('Dated Post');
    const slug = slugify(title);
    await signIn(page);
    await openNewPost(page);
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Excerpt').fill('Dated excerpt.');
    await page.getByLabel('Content').fill('Dated content.');
    await page.getByLabel('Publication Date').fill('2024-03-05T09:30');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expectToast(page, 'Post created', 'Blog post has been created and published successfully.');

    const post = (await (await page.request.get(`/api/posts/${slug}`)).json()) as {
      publishedAt: string;
      author: string;
    };
    // 09:30 in New York on 5 March 2024 (EST, before daylight saving time) is 14:30 UTC.
    expect(post.publishedAt).toBe('2024-03-05T14:30:00.000Z');
    await expect(card(page, title).getByText('March 5, 2024')).toBeVisible();

    await card(page, title).getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/blog/edit/${slug}$`));
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('Publication Date')).toHaveValue('2024-03-05T09:30');
    await expect(page.getByRole('link', { name: /Preview/ })).toHaveAttribute('href', `/updates/${slug}`);

    await page.getByLabel('Title').fill(`${title} renamed`);
    await expect(page.getByText(`Slug: ${slug}`)).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expectToast(page, 'Post updated', 'Blog post has been updated and published successfully.');
    await expect(card(page, `${title} renamed`)).toBeVisible();
    expect((await page.request.get(`/api/posts/${slug}`)).status()).toBe(200);
  });

  test('editing a post that does not exist says so and offers the way back', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 404/);
    await signInAt(page, '/admin/blog/edit/no-such-post-here');
    await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible();
    await expect(page.getByText('The requested blog post could not be found.')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Back to Blog Posts' }).last().click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
  });
});
