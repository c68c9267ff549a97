import { describe, expect, it } from 'vitest';
import { slugify } from '../../shared/slug';

// SPEC section 5: lowercase; drop all but letters, digits, underscore, whitespace and hyphen;
// whitespace runs become hyphens.
describe('slugify', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['Strength. Service. Solidarity.', 'strength-service-solidarity'],
    ['Q&A: Your Questions, Answered!', 'qa-your-questions-answered'],
    ['$700K+ in Back Pay', '700k-in-back-pay'],
    ['Local 2100 wins   three\tgrievances', 'local-2100-wins-three-grievances'],
    ['snake_case stays_put', 'snake_case-stays_put'],
    ['Already-hyphenated title', 'already-hyphenated-title'],
    ['Pre - and post - hearing', 'pre---and-post---hearing'],
    ['UPPER lower MiXeD', 'upper-lower-mixed'],
    ['Line\nbreaks count as whitespace', 'line-breaks-count-as-whitespace'],
  ])('turns %j into %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('folds accents so links stay plain ASCII', () => {
    expect(slugify('Café Meeting in San José')).toBe('cafe-meeting-in-san-jose');
  });

  it('makes no dangling hyphen from leading or trailing spaces', () => {
    expect(slugify('  Town hall  ')).toBe('town-hall');
  });

  it('answers an empty slug for a title of punctuation only', () => {
    expect(slugify('!!! ???')).toBe('');
    expect(slugify('***')).toBe('');
  });

  it('is stable: a slug slugifies to itself', () => {
    for (const title of ['Hello World', 'Q&A: Answered!', 'snake_case stays_put']) {
      const slug = slugify(title);
      expect(slugify(slug)).toBe(slug);
    }
  });
});
