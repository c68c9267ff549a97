/**
 * SPEC section 5's slug rule: lowercase; drop everything but letters, digits, underscore, whitespace
 * and hyphen; whitespace runs become hyphens. Accents are folded first ("Café" -> "cafe") so that a
 * shared link stays plain ASCII, and the ends are trimmed so a stray space makes no dangling hyphen.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}
