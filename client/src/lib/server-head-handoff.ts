// The server writes each page's title, description, canonical, robots, Open Graph and Twitter
// tags into the first HTML for crawlers (server/web/head-tags.ts), marked data-rh="true". On React 19,
// react-helmet-async lets React hoist the page's own tags into <head>, and React never removes a
// tag it did not render: left in place, the server's tags would be duplicated, and would go stale
// on the next client-side navigation. This module runs before the app renders and hands over:
// - the server's meta and link tags go at once (browsers have no use for them);
// - its <title> stays until React inserts the page's own (before it, as the document's first
//   title), so the tab never shows a bare URL in between, then goes too.
const SERVER_TAG = '[data-rh="true"]';

document.head.querySelectorAll(`${SERVER_TAG}:not(title)`).forEach((tag) => tag.remove());

const serverTitle = document.head.querySelector(`title${SERVER_TAG}`);
if (serverTitle) {
  const observer = new MutationObserver((records) => {
    const reactTitle = records.some((record) =>
      Array.from(record.addedNodes).some((node) => node instanceof HTMLTitleElement && node !== serverTitle),
    );
    if (!reactTitle) return;
    observer.disconnect();
    serverTitle.remove();
  });
  observer.observe(document.head, { childList: true });
}
