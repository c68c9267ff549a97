// The first paint of every public page: the announcement bars and the header's brand, as
// StaffAnnouncement, AnnouncementBar and Brand (client/src/components/layout/) draw them for the same
// settings, so a phone shows the campaign a second before React has arrived and run, and React's
// first render (createRoot clears its container) changes neither a word nor a position. The server
// draws it from the stored settings into each page's HTML (server/site/html-pages.ts); the build writes
// it from the first content (vite.config.ts), so `vite dev` and a page the server has not touched
// still paint. tests/e2e/app-shell.spec.ts checks that it lines up with the real header.
import { APP_SHELL_END, APP_SHELL_START } from './app-shell-markers.ts';
import { BRAND_MARK_PATHS } from './brand-mark-paths.ts';
import { escapeHtml } from './escape.ts';
import type { SiteSettings } from './site-content/settings';
import { candidate, council } from './site-identity.ts';

/** What the first paint shows of the settings. */
export type AppShellSettings = Pick<SiteSettings, 'slogan' | 'announcement'>;

// Links are drawn as spans: the shell is aria-hidden, and nothing hidden may take keyboard focus.
function staffAnnouncement({ enabled, text, url }: AppShellSettings['announcement']): string {
  if (!enabled) return '';
  const words = url
    ? `<span class="underline underline-offset-4">${escapeHtml(text)}</span>`
    : escapeHtml(text);
  return `<section class="bg-gold-400 text-sm font-semibold text-navy-950"><p class="mx-auto max-w-7xl px-4 py-2 text-center sm:px-6 lg:px-8">${words}</p></section>\n`;
}

export function appShellHtml(settings: AppShellSettings): string {
  const mark = BRAND_MARK_PATHS.map((p) => `<path d="${p.d}" fill="${p.fill}"></path>`).join('');
  // aria-hidden: a screen reader meets the real header a moment later, and once is enough.
  return `${APP_SHELL_START}<div aria-hidden="true" class="flex flex-col">
${staffAnnouncement(settings.announcement)}<section class="bg-navy-950 text-sm text-slate-200"><div class="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-1 px-4 py-2 sm:justify-between sm:px-6 lg:px-8"><p class="flex items-center gap-3"><span class="font-bold tracking-wide text-gold-300">${escapeHtml(settings.slogan)}</span><span class="hidden text-slate-300 md:inline">${escapeHtml(`${candidate.fullName} for President of the ${council.name}`)}</span></p><span class="inline-flex items-center gap-1.5 font-semibold text-white">Read the Letter to Delegates<span class="inline-block size-4"></span></span></div></section>
<header class="border-b border-slate-200 bg-white"><div class="mx-auto flex h-18 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8"><span class="flex min-w-0 items-center gap-2 sm:gap-2.5"><svg viewBox="0 0 40 40" class="size-10 shrink-0 max-sm:size-9">${mark}</svg><span class="leading-tight"><span class="block text-lg font-extrabold tracking-tight text-navy-900 max-sm:text-base">${escapeHtml(candidate.fullName)}</span><span class="block text-[0.7rem] font-semibold tracking-[0.12em] whitespace-nowrap text-union-600 uppercase max-sm:text-[0.62rem] max-sm:tracking-[0.06em]">${escapeHtml(`for ${council.short} ${candidate.office}`)}</span></span></span></div></header>
</div>${APP_SHELL_END}`;
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * index.html with `shell` as its first paint: in place of the one it carries (between the markers),
 * or in the empty root of the source file. An empty `shell` takes the first paint out.
 */
export function withAppShell(html: string, shell: string): string {
  const start = html.indexOf(APP_SHELL_START);
  const end = html.indexOf(APP_SHELL_END);
  if (start !== -1 && end > start)
    return html.slice(0, start) + shell + html.slice(end + APP_SHELL_END.length);
  return html.replace(EMPTY_ROOT, () => `<div id="root">${shell}</div>`);
}
