// CONTRACT section 11: an automatic message repeats nothing a stranger typed, except their own
// first name in a greeting, at most 40 characters and shown as text. A "name" that a mail program
// would show as a link or an address (`evil.example/login`, `x@y.z`, `https://...`) is no name:
// the greeting then goes without it.

export const GREETING_NAME_MAX = 40;
export const NO_NAME = 'friend';

const LINK_LIKE = /[@/\\:]|www\.|\.[a-z]{2,}\b/i;

/** The part of a first name a greeting may show: its first 40 characters, or `friend`. */
export function greetingName(firstName: string): string {
  const name = [...firstName.trim()].slice(0, GREETING_NAME_MAX).join('').trim();
  return name && !LINK_LIKE.test(name) ? name : NO_NAME;
}

/** The first word of a full name (a story's author), as a greeting shows it. */
export const greetingFirstWord = (fullName: string) => greetingName(fullName.trim().split(/\s+/)[0] ?? '');
