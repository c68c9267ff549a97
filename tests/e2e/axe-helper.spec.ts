import { expect, expectNoAxeViolations, test } from './fixtures';

// The accessibility check every screen's test relies on must fail on a violation, on a page of one
// frame (axe's legacy mode) and inside a frame (its default mode, which merges the frames' results).

const IMAGE_WITHOUT_ALT = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">';
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>${body}</main></body></html>`;

test('the axe check names a violation on a page of one frame', async ({ page: tab }) => {
  await tab.setContent(page('<p>Fine</p>'));
  await expectNoAxeViolations(tab);
  await tab.setContent(page(IMAGE_WITHOUT_ALT));
  await expect(expectNoAxeViolations(tab)).rejects.toThrow(/image-alt/);
});

test('the axe check names a violation inside a frame, and leaves an excluded one alone', async ({
  page: tab,
}) => {
  const framed = (inner: string) =>
    page(`<iframe title="Inner" srcdoc="${page(inner).replaceAll('"', '&quot;')}"></iframe>`);
  await tab.setContent(framed(IMAGE_WITHOUT_ALT));
  await expect.poll(() => tab.frames().length).toBe(2);
  await expect(expectNoAxeViolations(tab)).rejects.toThrow(/image-alt/);
  await expectNoAxeViolations(tab, ['iframe']);
});
