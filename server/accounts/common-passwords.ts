// CONTRACT section 10: a password found in a list of at least 10,000 common ones is refused. The
// list is zxcvbn-ts's (49,233 entries, maintained with the library), loaded on first use only, so
// start-up and the public site never pay for it.
let common: Promise<Set<string>> | undefined;

async function load(): Promise<Set<string>> {
  const { dictionary } = await import('@zxcvbn-ts/language-common');
  const words = dictionary['passwords-common'] as unknown as string[];
  return new Set(words.map((w) => w.toLowerCase()));
}

/** True when the password, in any letter case, is on the common list. */
export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= load().catch((err: unknown) => {
    common = undefined;
    throw err;
  });
  return (await common).has(password.toLowerCase());
}

export const TOO_COMMON = 'This password is too common';
