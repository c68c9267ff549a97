/** SPEC section 9: dates in US long format ("January 5, 2025"). */
export function formatLongDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  return new Date(value).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** A post's date line: its publish date, or "Draft" when it has none (SPEC). */
export function postDateLabel(publishedAt: string | null | undefined): string {
  return publishedAt ? formatLongDate(publishedAt) : 'Draft';
}
