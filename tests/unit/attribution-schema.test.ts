// The attribution every public form may carry, and the beacon's body (CONTRACT section 17): cleaned,
// never refused.
import { describe, expect, it } from 'vitest';
import { volunteerSchema } from '../../shared/schemas/forms';
import { cleanAttribution, cleanHit, cleanHost, sourceName } from '../../shared/schemas/attribution';

describe('cleanAttribution', () => {
  it('keeps the known keys that hold strings, and nothing else', () => {
    expect(
      cleanAttribution({
        ref: 'abc',
        utmSource: 5,
        extra: 'x',
        utm_source: 'y',
        constructor: 'z',
        formPath: '/contact',
      }),
    ).toEqual({ ref: 'abc', formPath: '/contact' });
  });

  it('answers null for what is not an object, or holds nothing usable', () => {
    for (const value of [undefined, null, 42, 'ref', [], ['a'], {}, { ref: '   ' }])
      expect(cleanAttribution(value)).toBeNull();
  });

  it('cuts strings to 200 characters after dropping control characters', () => {
    expect(cleanAttribution({ utmCampaign: `a\u0000b\n${'c'.repeat(300)}` })?.utmCampaign).toBe(
      `ab${'c'.repeat(198)}`,
    );
  });

  it('keeps paths without their query or fragment, and only absolute paths', () => {
    expect(cleanAttribution({ landingPath: '/a?token=x#y' })).toEqual({ landingPath: '/a' });
    for (const landingPath of ['a/b', '//evil.example/x', 'https://x.example/', ''])
      expect(cleanAttribution({ landingPath })).toBeNull();
  });

  it('never lets a form fail', () => {
    const parsed = volunteerSchema.parse({
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.org',
      helpType: 'other',
      attribution: { landingPath: { nested: true } },
    });
    expect(parsed.attribution).toBeNull();
  });
});

describe('cleanHost', () => {
  it('takes the host of an http(s) address or a bare host, lower-cased', () => {
    expect(cleanHost('https://WWW.Example.org/path?q=1')).toBe('www.example.org');
    expect(cleanHost('m.facebook.com')).toBe('m.facebook.com');
    expect(cleanHost('localhost:5173')).toBe('localhost:5173');
  });

  it('drops anything else', () => {
    for (const value of [
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://x.example',
      '<b>',
      'a b',
      'x'.repeat(300),
    ])
      expect(cleanHost(value)).toBeUndefined();
  });
});

describe('cleanHit and sourceName', () => {
  it('needs a usable path of at most 200 characters', () => {
    expect(cleanHit({ path: '/vision', ref: 'r' })).toMatchObject({ path: '/vision', ref: 'r' });
    expect(cleanHit({ path: `/${'a'.repeat(200)}` })).toBeNull();
    for (const body of [null, 'x', [], { path: 1 }, { path: 'vision' }]) expect(cleanHit(body)).toBeNull();
  });

  it('names a source by ref, then utm_source, then the referring host, then Direct', () => {
    expect(sourceName({ ref: 'r', utmSource: 's', referrer: 'h' })).toBe('r');
    expect(sourceName({ utmSource: 's', referrer: 'h' })).toBe('s');
    expect(sourceName({ referrer: 'h' })).toBe('h');
    expect(sourceName(null)).toBe('Direct');
  });
});
