// No log line may hold an e-mail address (CONTRACT section 10), whatever put it there: a path, a
// database message, a thrown error. Everything the logger writes passes through here.

// A local part, "@" (or its percent-encoding, as in a path), and a dotted domain.
// "/" and "%" are left out of the local part, so a path keeps its folders: /x/[email].
const EMAIL = /[\w.!#$&'*+=?^`{|}~-]+(?:@|%40)[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi;

// Every address holds "@" or "%40": a text with neither (most paths, every message) is left as it is
// without running the pattern, which is slow over long runs of word characters.
export const scrubText = (text: string) =>
  text.includes('@') || text.includes('%40') ? text.replace(EMAIL, '[email]') : text;

/** A copy of a log object with every string scrubbed (depth-limited, cycles cut). */
export function scrubValue(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (!value || typeof value !== 'object') return value;
  if (depth > 6 || seen.has(value)) return '[omitted]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = scrubValue(item, depth + 1, seen);
  return out;
}
