const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * SPEC section 9: dates in US long format ("January 5, 2025"), in local time, as
 * `toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })` writes them but
 * without Intl: a page's first Intl date format loads the locale's data, about 100 ms on
 * Lighthouse's phone-class CPU inside the task that paints a list of posts.
 */
export function formatLongDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  // Intl writes a year before 1 AD as its number in the BC era (0 is 1 BC), without the era.
  const year = date.getFullYear();
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${year > 0 ? year : 1 - year}`;
}

/** "January 5, 2025, 3:07 PM": a long date and the local time (the Outbox, issue 35). */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${formatLongDate(date)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
