// A table that becomes a stack of cards below the md breakpoint (issue 35): on a 390 px phone a
// five-column table broke addresses one letter per line. Each cell names its column from its
// `data-label`; the header row stays for screen readers. One DOM for both widths.

export const stacked = {
  table: 'w-full text-left text-sm max-md:block',
  thead: 'border-b border-slate-200 text-slate-700 max-md:sr-only',
  tbody: 'max-md:grid max-md:gap-3 max-md:p-3',
  tr: 'border-b border-slate-100 align-top last:border-0 max-md:block max-md:rounded-lg max-md:border max-md:border-slate-200 max-md:p-3 max-md:last:border',
  td: 'px-4 py-3 max-md:block max-md:px-0 max-md:py-1 max-md:before:block max-md:before:text-xs max-md:before:font-semibold max-md:before:text-slate-600 max-md:before:content-[attr(data-label)]',
} as const;
