// The first paint of every public page, written into index.html at build time (vite.config.ts):
// the announcement bar and the header's brand, as AnnouncementBar and Brand draw them, so a phone
// shows the campaign a second before React has arrived and run. React's first render replaces it
// (createRoot clears its container), and the server leaves it out of the admin area's HTML
// (server/web/html-page.ts). tests/e2e/app-shell.spec.ts checks that it lines up with the real one.
import { APP_SHELL_END, APP_SHELL_START } from '../shared/app-shell-markers.ts';
import { campaign, candidate } from '../shared/content/campaign.ts';
import { escapeHtml } from '../shared/escape.ts';
import { BRAND_MARK_PATHS } from './src/components/layout/brand-mark-paths.ts';

export function appShellHtml(): string {
  const mark = BRAND_MARK_PATHS.map((p) => `<path d="${p.d}" fill="${p.fill}"></path>`).join('');
  // aria-hidden: a screen reader meets the real header a moment later, and once is enough.
  return `${APP_SHELL_START}<div aria-hidden="true" class="flex flex-col">
<section class="bg-navy-950 text-sm text-slate-200"><div class="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-1 px-4 py-2 sm:justify-between sm:px-6 lg:px-8"><p class="flex items-center gap-3"><span class="font-bold tracking-wide text-gold-300">${escapeHtml(campaign.slogan)}</span><span class="hidden text-slate-300 md:inline">${escapeHtml(`${candidate.fullName} for President of the ${campaign.council}`)}</span></p><span class="inline-flex items-center gap-1.5 font-semibold text-white">Read the Letter to Delegates<span class="inline-block size-4"></span></span></div></section>
<header class="border-b border-slate-200 bg-white"><div class="mx-auto flex h-18 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8"><span class="flex min-w-0 items-center gap-2 sm:gap-2.5"><svg viewBox="0 0 40 40" class="size-10 shrink-0 max-sm:size-9">${mark}</svg><span class="leading-tight"><span class="block text-lg font-extrabold tracking-tight text-navy-900 max-sm:text-base">${escapeHtml(candidate.fullName)}</span><span class="block text-[0.7rem] font-semibold tracking-[0.12em] whitespace-nowrap text-union-600 uppercase max-sm:text-[0.62rem] max-sm:tracking-[0.06em]">${escapeHtml(`for ${campaign.councilShort} ${candidate.office}`)}</span></span></span></div></header>
</div>${APP_SHELL_END}`;
}
