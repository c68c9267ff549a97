import type { Delegate, DelegateContact } from '../../shared/delegates';
import { openAdminApi } from './helpers/admin-api';
import {
  expect,
  expectNoAxeViolations,
  expectToast,
  signIn,
  signInAt,
  test,
  unique,
} from './helpers/admin-ui';

// CONTRACT section 15 in the browser: the import with its preview, a call logged on a phone, a
// contact logged offline and sent once when the network returns, and the count on the dashboard;
// at desktop and phone widths (@phone), each screen checked with axe.

async function createDelegate(baseURL: string, fields: Record<string, unknown> = {}) {
  const api = await openAdminApi(baseURL);
  const delegate = await api.post<Delegate>('/api/admin/delegates', {
    firstName: 'Rosa',
    lastName: unique('Parks'),
    local: 'Local 2250',
    region: 'Great Lakes',
    ...fields,
  });
  await api.dispose();
  return delegate;
}

test('an admin previews an import, sees what will change, then imports it', async ({ page }) => {
  const [first, second] = [unique('Imani'), unique('Jorge')];
  const csv = `\uFEFFfirst_name;last_name;local;region;kind\n${first};Okafor;Local 17;Pacific;delegate\n${second};Ruiz;Local 9;Pacific;alternate\n`;
  await signInAt(page, '/admin/delegates');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'delegates.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Preview changes' }).click();
  const preview = page.getByRole('definition');
  await expect(page.getByText('New', { exact: true })).toBeVisible();
  await expect(preview.first()).toHaveText('2');
  await expectNoAxeViolations(page);
  // The preview wrote nothing.
  await page.getByLabel('Search').fill(first);
  await expect(page.getByText('No delegates match')).toBeVisible();

  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expectToast(page, 'Delegates imported', '2 new, 0 updated, 0 unchanged.');
  await expect(page.getByRole('link', { name: `Okafor, ${first}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`q=${first}`));
});

test('a coordinator finds a delegate and logs a call on a phone @phone', async ({ page, baseURL }) => {
  const delegate = await createDelegate(baseURL!);
  await signInAt(page, '/admin/delegates');
  await page.getByLabel('Search').fill(delegate.lastName);
  await page.getByRole('link', { name: `${delegate.lastName}, Rosa` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Rosa ${delegate.lastName}` })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: '2: Leaning our way' }).click();
  await expect(page.getByRole('button', { name: '2: Leaning our way' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByText('Left a message', { exact: true }).click();
  await page.getByLabel('Note').fill('Call back after the caucus.');
  await page.getByRole('button', { name: 'Log contact' }).click();
  await expectToast(page, 'Contact logged');
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText('Call: Left a message')).toBeVisible();
  await expect(timeline.getByText('Support: Not yet identified → Leaning our way')).toBeVisible();
});

test('a contact logged offline waits on the phone and is sent once when the network returns @phone', async ({
  page,
  context,
  baseURL,
  consoleGuard,
}) => {
  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/);
  const delegate = await createDelegate(baseURL!);
  await signInAt(page, `/admin/delegates/${delegate.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Rosa ${delegate.lastName}` })).toBeVisible();

  await context.setOffline(true);
  await page.getByLabel('Note').fill('Spoke at the hotel lobby.');
  await page.getByRole('button', { name: 'Log contact' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device.' })).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText('Waiting to send')).toBeVisible();
  await expectNoAxeViolations(page);

  await context.setOffline(false);
  await expect(timeline.getByText('Call: Reached')).toBeVisible();
  await expect(timeline.getByText('Waiting to send')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('delegateContactsPending'))).toBeNull();
  // A reload sends nothing more: the server holds exactly one entry.
  await page.reload();
  await expect(timeline.getByText('Call: Reached')).toBeVisible();
  const api = await openAdminApi(baseURL!);
  const contacts = await api.get<DelegateContact[]>(`/api/admin/delegates/${delegate.id}/contacts`);
  await api.dispose();
  expect(contacts.map((c) => c.note)).toEqual(['Spoke at the hotel lobby.']);
});

test('the delegate count is the first card on the dashboard @phone', async ({ page, baseURL }) => {
  await createDelegate(baseURL!, { support: 1, pledge: 'hard' });
  await signIn(page);
  const card = page.getByRole('region', { name: 'Delegate count' });
  await expect(card).toBeVisible();
  await expect(card.getByText(/\d+ of \d+ committed/)).toBeVisible();
  await expect(card.getByText(/\d+ hard, \d+ soft, of \d+ seated delegates/)).toBeVisible();
  // First: nothing of the dashboard comes before it.
  const firstSection = page.locator('#admin-main section').first();
  await expect(firstSection).toHaveAttribute('aria-labelledby', 'delegate-count-heading');
  await expectNoAxeViolations(page);

  await card.getByRole('link', { name: 'Delegate count' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Delegate count' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Committed, last 60 days/ })).toBeVisible();
  await expectNoAxeViolations(page);
});
