/**
 * The comments around the first paint that the build writes into index.html (client/app-shell.ts),
 * so the server can take it out of pages it does not belong to (server/site/html-pages.ts).
 */
export const APP_SHELL_START = '<!--app-shell-->';
export const APP_SHELL_END = '<!--/app-shell-->';
