import type { Locator } from '@playwright/test';
import type { Delegate, DelegateSettings } from '../../shared/delegates';
import { openAdminApi } from './helpers/admin-api';
import {
  E2E_ADMIN,
  expect,
  expectNoAxeViolations,
  expectToast,
  signInAt,
  test,
  unique,
  type Credentials,
} from './helpers/admin-ui';

// CONTRACT sections 15 and 16 on the admin screens: adding a delegate by hand, tags for many at
// once, owners chosen among the accounts that can own delegates, and the campaign's win number;
// each an admin's alone, the other roles seeing neither the buttons nor the form.

const PASSWORD = 'Organize-The-Floor-9!';

async function withApi<T>(
  baseURL: string,
  work: (api: Awaited<ReturnType<typeof openAdminApi>>) => Promise<T>,
) {
  const api = await openAdminApi(baseURL);
  try {
    return await work(api);
  } finally {
    await api.dispose();
  }
}

async function createDelegate(baseURL: string, fields: Record<string, unknown> = {}) {
  return withApi(baseURL, (api) =>
    api.post<Delegate>('/api/admin/delegates', {
      firstName: 'Rosa',
      lastName: unique('Parks'),
      local: 'Local 2250',
      region: 'Great Lakes',
      ...fields,
    }),
  );
}

/** An account of `role`, made over the admin API; disabled at once when asked. */
async function createAccount(baseURL: string, role: string, disabled = false): Promise<Credentials> {
  const account = { username: unique(role), password: PASSWORD };
  await withApi(baseURL, async (api) => {
    await api.post('/api/admin/users', { ...account, role, currentPassword: E2E_ADMIN.password });
    if (disabled) {
      await api.patch(`/api/admin/users/${account.username}`, {
        disabled: true,
        currentPassword: E2E_ADMIN.password,
      });
    }
  });
  return account;
}

const findDelegates = (baseURL: string, q: string) =>
  withApi(baseURL, (api) => api.get<Delegate[]>(`/api/admin/delegates?q=${encodeURIComponent(q)}`));

/** The usernames an owner select offers, after its "Choose an owner" and "Nobody". */
async function ownerOptions(select: Locator) {
  // The accounts arrive after the select is drawn: wait for the first of them.
  await expect(select.locator('option').nth(2)).toBeAttached();
  const options = await select.locator('option').allTextContents();
  expect(options.slice(0, 2)).toEqual(['Choose an owner', 'Nobody']);
  return options.slice(2);
}

test('an admin adds a delegate by hand; an empty last name is refused on its field and creates nothing @phone', async ({
  page,
  baseURL,
}) => {
  const firstName = unique('Amara');
  await signInAt(page, '/admin/delegates');
  await page.getByRole('button', { name: 'Add delegate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a delegate' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('First name').fill(firstName);
  await dialog.getByLabel('Local').fill('Local 44');
  await dialog.getByLabel('Region').fill('Northeast');
  await dialog.getByLabel('Phone (optional)').fill('555-0144');
  await dialog.getByRole('button', { name: 'Add delegate' }).click();

  const lastName = dialog.getByLabel('Last name');
  await expect(lastName).toHaveAttribute('aria-invalid', 'true');
  await expect(lastName).toHaveAccessibleDescription('Last name is required');
  await expect(lastName).toBeFocused();
  await expectNoAxeViolations(page);
  expect(await findDelegates(baseURL!, firstName)).toEqual([]);

  await lastName.fill('Okonkwo');
  await dialog.getByLabel('Kind').selectOption('alternate');
  await dialog.getByRole('button', { name: 'Add delegate' }).click();
  await expectToast(page, 'Delegate added', `${firstName} Okonkwo`);
  await expect(page.getByRole('heading', { level: 1, name: `${firstName} Okonkwo` })).toBeVisible();
  await expect(dialog).toBeHidden();

  const [created] = await findDelegates(baseURL!, firstName);
  await expect(page).toHaveURL(new RegExp(`/admin/delegates/${created!.id}$`));
  expect(created).toMatchObject({
    firstName,
    lastName: 'Okonkwo',
    local: 'Local 44',
    region: 'Northeast',
    kind: 'alternate',
    email: null,
    phone: '555-0144',
    support: null,
    pledge: 'none',
    owner: null,
    tags: [],
  });
});

test('an admin adds and removes a tag on the selected delegates', async ({ page, baseURL }) => {
  const family = unique('Tagged');
  const [first, second] = [
    await createDelegate(baseURL!, { lastName: `${family}-a`, tags: ['caucus'] }),
    await createDelegate(baseURL!, { lastName: `${family}-b` }),
  ];
  const tag = unique('floor-team');
  await signInAt(page, `/admin/delegates?q=${family}`);
  await page.getByRole('checkbox', { name: `Select Rosa ${first.lastName}` }).check();
  await page.getByRole('checkbox', { name: `Select Rosa ${second.lastName}` }).check();
  const bar = page.getByRole('region', { name: 'Change the selected delegates' });
  await expect(bar.getByRole('status')).toHaveText('2 selected');
  // Both buttons wait for a tag.
  await expect(bar.getByRole('button', { name: 'Add tag' })).toBeDisabled();
  await expect(bar.getByRole('button', { name: 'Remove tag' })).toBeDisabled();
  await bar.getByLabel('Tag').fill(`  ${tag}  `);
  await expectNoAxeViolations(page);
  await bar.getByRole('button', { name: 'Add tag' }).click();
  await expectToast(page, 'Tag added for 2 delegates');
  await expect(bar).toBeHidden();

  const tagsOf = async () =>
    Object.fromEntries((await findDelegates(baseURL!, family)).map((d) => [d.lastName, d.tags]));
  expect(await tagsOf()).toEqual({
    [first.lastName]: ['caucus', tag],
    [second.lastName]: [tag],
  });

  await page.getByRole('checkbox', { name: `Select Rosa ${first.lastName}` }).check();
  await bar.getByLabel('Tag').fill(tag);
  await bar.getByRole('button', { name: 'Remove tag' }).click();
  await expectToast(page, 'Tag removed for 1 delegate');
  expect(await tagsOf()).toEqual({
    [first.lastName]: ['caucus'],
    [second.lastName]: [tag],
  });
});

test("an admin edits a delegate's details: saved, said so, and the record shows the new region", async ({
  page,
  baseURL,
}) => {
  const delegate = await createDelegate(baseURL!);
  await signInAt(page, `/admin/delegates/${delegate.id}`);
  await page.getByRole('button', { name: 'Edit details' }).click();
  await page.getByLabel('Region').fill('Pacific Northwest');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // The save gives the record a new version; the form must not be rebuilt for it before it can
  // say so and close (it once was, and neither the toast nor the closing came).
  await expectToast(page, 'Delegate saved');
  await expect(page.getByRole('button', { name: 'Edit details' })).toBeVisible();
  await expect(page.getByLabel('Region')).toHaveCount(0);
  const [stored] = await findDelegates(baseURL!, delegate.lastName);
  expect(stored).toMatchObject({ region: 'Pacific Northwest', version: delegate.version + 1 });
});

test('owners are chosen among enabled admins and coordinators, sorted, in the bulk bar and on the record', async ({
  page,
  baseURL,
}) => {
  const coordinator = await createAccount(baseURL!, 'coordinator');
  const viewer = await createAccount(baseURL!, 'viewer');
  const gone = await createAccount(baseURL!, 'coordinator', true);
  const delegate = await createDelegate(baseURL!);
  await signInAt(page, `/admin/delegates?q=${delegate.lastName}`);
  await page.getByRole('checkbox', { name: `Select Rosa ${delegate.lastName}` }).check();
  const bar = page.getByRole('region', { name: 'Change the selected delegates' });

  const inBar = await ownerOptions(bar.getByLabel('Owner'));
  expect(inBar).toEqual([...inBar].sort());
  expect(inBar).toEqual(expect.arrayContaining([E2E_ADMIN.username, coordinator.username]));
  expect(inBar).not.toContain(viewer.username);
  expect(inBar).not.toContain(gone.username);

  await bar.getByLabel('Owner').selectOption(coordinator.username);
  await bar.getByRole('button', { name: 'Assign owner' }).click();
  await expectToast(page, 'Owner set for 1 delegate');

  await page.getByRole('link', { name: `${delegate.lastName}, Rosa` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Rosa ${delegate.lastName}` })).toBeVisible();
  const owner = page.getByLabel('Owner', { exact: true });
  await expect(owner).toHaveValue(coordinator.username);
  const onRecord = await ownerOptions(owner);
  expect(onRecord).toEqual([...onRecord].sort());
  expect(onRecord).not.toContain(viewer.username);
  expect(onRecord).not.toContain(gone.username);
  await expectNoAxeViolations(page);

  await owner.selectOption({ label: 'Nobody' });
  await page.getByRole('button', { name: 'Assign owner' }).click();
  await expectToast(page, 'Owner set', 'Nobody owns this delegate now.');
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText(`Owner: ${coordinator.username} → nobody`)).toBeVisible();
  const [saved] = await findDelegates(baseURL!, delegate.lastName);
  expect(saved!.owner).toBeNull();
});

test('an admin sets the win number, a wrong one is refused, and the majority comes back', async ({
  page,
  baseURL,
}) => {
  const settings = () =>
    withApi(baseURL!, (api) => api.get<DelegateSettings>('/api/admin/delegates/settings'));
  await signInAt(page, '/admin/delegates/count');
  const form = page.getByRole('group', { name: 'Votes needed to win' });
  await expect(form.getByLabel(/^Use the majority/)).toBeChecked();
  await expect(form.getByLabel('Number of votes')).toBeDisabled();
  await expectNoAxeViolations(page);

  await form.getByLabel('Set a number').check();
  const number = form.getByLabel('Number of votes');
  await number.fill('0');
  await page.getByRole('button', { name: 'Save win number' }).click();
  await expect(number).toHaveAccessibleDescription('Enter a whole number from 1 to 100,000.');
  expect(await settings()).toEqual({ winNumber: null });

  await number.fill('4321');
  await page.getByRole('button', { name: 'Save win number' }).click();
  await expectToast(page, 'Win number saved', '4321 votes are needed to win.');
  await expect(number).not.toHaveAttribute('aria-invalid');
  await expect(page.getByText(/^of 4321 committed$/)).toBeVisible();
  expect(await settings()).toEqual({ winNumber: 4321 });

  await form.getByLabel(/^Use the majority/).check();
  await page.getByRole('button', { name: 'Save win number' }).click();
  await expectToast(page, 'Win number saved', 'The count uses the majority of seated delegates.');
  await expect(page.getByText(/^of \d+ committed$/)).not.toHaveText('of 4321 committed');
  expect(await settings()).toEqual({ winNumber: null });
});

test('a coordinator sees neither the add button, the bulk bar, the owner select nor the win number form', async ({
  page,
  baseURL,
}) => {
  const coordinator = await createAccount(baseURL!, 'coordinator');
  const owned = await createDelegate(baseURL!, { owner: coordinator.username });

  await signInAt(page, '/admin/delegates', coordinator);
  await expect(page.getByRole('link', { name: `${owned.lastName}, Rosa` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import CSV' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add delegate' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: /^Select / })).toHaveCount(0);
  await page.goto(`/admin/delegates/${owned.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Rosa ${owned.lastName}` })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Owner' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Assign owner' })).toHaveCount(0);
  await page.goto('/admin/delegates/count');
  await expect(page.getByText(/^of \d+ committed$/)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Votes needed to win' })).toHaveCount(0);
});

test('a viewer sees the win number in the count but no form to change it', async ({ page, baseURL }) => {
  const viewer = await createAccount(baseURL!, 'viewer');
  await signInAt(page, '/admin/delegates/count', viewer);
  await expect(page.getByRole('heading', { level: 1, name: 'Delegate count' })).toBeVisible();
  await expect(page.getByText(/^of \d+ committed$/)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Votes needed to win' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save win number' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
