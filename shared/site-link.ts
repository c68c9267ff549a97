// Links staff set may name a page of this site (issue 35). Kept free of zod, so that the public
// pages' link component can read it without carrying the schemas.

const hasControl = (value: string) =>
  [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** A path on this site: one leading slash (`//` would be another host), no space, backslash or control. */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value) && !hasControl(value);
}
