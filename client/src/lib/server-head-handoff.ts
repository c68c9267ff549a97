// The server writes each page's description, canonical, Open Graph and Twitter tags into the first
// HTML for crawlers (server/web/head-tags.ts), marked data-rh="true". On React 19,
// react-helmet-async lets React hoist the page's own tags into <head>, and React never removes a
// tag it did not render: left in place, the server's tags would be duplicated, and would go stale
// on the next client-side navigation. This module runs before the app renders and hands the head
// over. The server's <title> stays: React adopts the document's first title as its own.
document.querySelectorAll('head [data-rh="true"]:not(title)').forEach((tag) => tag.remove());
