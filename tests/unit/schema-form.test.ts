import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PAGE_KEYS, pageContentSchemas } from '../../shared/site-content/pages';
import { seedPageContent } from '../../shared/site-content/seed-pages';
import { siteSettingsSchema } from '../../shared/site-content/settings';
import { describeSchema, humanize } from '../../client/src/features/admin/schema-form/describe-schema';
import type { ListNode } from '../../client/src/features/admin/schema-form/form-nodes';
import {
  controlPaths,
  emptyValue,
  fieldId,
  moveItem,
  removeItem,
  setIn,
  toPayload,
  withDefaults,
} from '../../client/src/features/admin/schema-form/form-values';

// A page's texts as a content schema might say them: short texts, markdown paragraphs, lists of
// texts and of objects, a nested object, links and a choice.
const sample = z.object({
  heading: z.string().trim().min(1).max(120).meta({ title: 'Page heading' }),
  lead: z.string().max(2000),
  body: z.string().max(20_000).meta({ markdown: true, description: 'Paragraphs, links and lists.' }),
  paragraphs: z
    .array(z.string().min(1).meta({ markdown: true }))
    .min(1)
    .max(12)
    .meta({ itemLabel: 'Paragraph' }),
  experience: z.array(z.object({ period: z.string(), role: z.string(), detail: z.string().optional() })),
  cta: z.object({ ctaLabel: z.string(), url: z.url(), secure: z.string().regex(/^https:\/\//) }),
  contact: z.email().nullable(),
  tone: z.enum(['plain', 'bold']),
  count: z.number().int().min(1).max(10),
  shown: z.boolean().default(true),
  kind: z.literal('page'),
  trimmed: z.string().transform((s) => s.trim()),
});
const form = describeSchema(sample);
const field = (key: string) => form.fields.find((f) => f.key === key)!.node;

describe('a form generated from a zod schema', () => {
  it('keeps the schema order and names fields by their meta title, else by their key', () => {
    expect(form.fields.map((f) => f.node.label)).toEqual([
      'Page heading',
      'Lead',
      'Body',
      'Paragraphs',
      'Experience',
      'Cta',
      'Contact',
      'Tone',
      'Count',
      'Shown',
      'Kind',
      'Trimmed',
    ]);
    expect(humanize('ctaLabel')).toBe('Cta label');
    expect(humanize('social_x')).toBe('Social x');
  });

  it('makes short texts inputs, long ones textareas, and marked ones markdown with their hint', () => {
    expect(field('heading')).toMatchObject({ kind: 'text', format: 'plain', minLength: 1, maxLength: 120 });
    expect(field('lead')).toMatchObject({ kind: 'text', format: 'multiline' });
    expect(field('body')).toMatchObject({
      kind: 'text',
      format: 'markdown',
      description: 'Paragraphs, links and lists.',
    });
  });

  it('makes lists of texts and lists of objects, with their bounds and item names', () => {
    const paragraphs = field('paragraphs') as ListNode;
    expect(paragraphs).toMatchObject({ kind: 'list', itemLabel: 'Paragraph', minItems: 1, maxItems: 12 });
    expect(paragraphs.item).toMatchObject({ kind: 'text', format: 'markdown', minLength: 1 });
    const experience = field('experience') as ListNode;
    expect(experience).toMatchObject({ kind: 'list', itemLabel: 'Experience' });
    expect(experience.item).toMatchObject({ kind: 'group' });
    expect(experience.item.kind === 'group' && experience.item.fields.map((f) => f.key)).toEqual([
      'period',
      'role',
      'detail',
    ]);
  });

  it('makes nested objects groups, and links and addresses url and email inputs', () => {
    const cta = field('cta');
    expect(cta.kind).toBe('group');
    if (cta.kind !== 'group') return;
    expect(cta.fields.map((f) => [f.node.label, f.node.kind === 'text' && f.node.inputType])).toEqual([
      ['Cta label', 'text'],
      ['Url', 'url'],
      ['Secure', 'url'],
    ]);
    expect(field('contact')).toMatchObject({ kind: 'text', inputType: 'email', nullable: true });
  });

  it('makes choices, numbers, switches, kept literals, and edits a transformed text as its input', () => {
    expect(field('tone')).toMatchObject({ kind: 'choice', options: ['plain', 'bold'] });
    expect(field('count')).toMatchObject({ kind: 'number', integer: true, min: 1, max: 10 });
    expect(field('shown')).toMatchObject({ kind: 'boolean' });
    expect(field('kind')).toMatchObject({ kind: 'fixed', value: 'page' });
    expect(field('trimmed')).toMatchObject({ kind: 'text', format: 'plain' });
  });

  it('refuses a schema that is not an object', () => {
    expect(() => describeSchema(z.string())).toThrow(/object schema/);
  });
});

describe('the values of a generated form', () => {
  it('starts empty in the shape of the schema, lists at their minimum length, and passes the schema once filled', () => {
    const empty = emptyValue(form) as Record<string, unknown>;
    expect(empty).toMatchObject({ heading: '', paragraphs: [''], experience: [], tone: 'plain', count: 1 });
    expect(empty.cta).toEqual({ ctaLabel: '', url: '', secure: '' });
    const filled = setIn(
      setIn(
        setIn(setIn(empty, ['heading'], 'Hi'), ['paragraphs', 0], 'One.'),
        ['cta', 'url'],
        'https://a.example',
      ),
      ['cta', 'secure'],
      'https://b.example',
    );
    expect(sample.safeParse(toPayload(form, setIn(filled, ['contact'], 'a@b.example'))).success).toBe(true);
  });

  it('sets a value deep inside without changing the original', () => {
    const before = { experience: [{ period: '2020', role: 'Steward' }] };
    const after = setIn(before, ['experience', 0, 'role'], 'Organizer');
    expect(after).toEqual({ experience: [{ period: '2020', role: 'Organizer' }] });
    expect(before.experience[0].role).toBe('Steward');
  });

  it('moves and removes list items', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(removeItem(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });

  it('leaves out an empty optional text and sends an empty nullable one as null', () => {
    const payload = toPayload(form, {
      experience: [{ period: 'p', role: 'r', detail: '' }],
      contact: '',
    }) as {
      experience: object[];
      contact: unknown;
    };
    expect(payload.experience[0]).toEqual({ period: 'p', role: 'r' });
    expect(payload.contact).toBeNull();
  });

  it('fills what a stored value lacks and keeps what it has', () => {
    const filled = withDefaults(form, { heading: 'Kept', contact: null }) as Record<string, unknown>;
    expect(filled.heading).toBe('Kept');
    expect(filled.contact).toBe('');
    expect(filled.cta).toEqual({ ctaLabel: '', url: '', secure: '' });
  });

  it('lists every control path in reading order, for the server errors to find their field', () => {
    const paths = controlPaths(form, { paragraphs: ['a', 'b'], experience: [] }).map((p) => p.join('.'));
    expect(paths.slice(0, 7)).toEqual([
      'heading',
      'lead',
      'body',
      'paragraphs',
      'paragraphs.0',
      'paragraphs.1',
      'experience',
    ]);
    expect(fieldId('content', ['paragraphs', 1])).toBe('content-paragraphs-1');
  });
});

describe('the forms of the site content schemas', () => {
  it.each(PAGE_KEYS)(
    '%s: its stored texts go through the form and back unchanged, and fit its schema',
    (key) => {
      const node = describeSchema(pageContentSchemas[key]);
      const seeded = seedPageContent[key];
      const payload = toPayload(node, withDefaults(node, seeded));
      expect(payload).toEqual(seeded);
      expect(pageContentSchemas[key].safeParse(payload).success).toBe(true);
    },
  );

  it('draws a biography as markdown, its facts as a list of groups and the portrait as a library picture', () => {
    const node = describeSchema(pageContentSchemas.aboutPresident);
    const at = (key: string) => node.fields.find((f) => f.key === key)!.node;
    expect(at('biography')).toMatchObject({ kind: 'text', format: 'markdown' });
    expect(at('lead')).toMatchObject({ kind: 'text', format: 'multiline', maxLength: 600 });
    expect(at('facts')).toMatchObject({ kind: 'list', minItems: 1, item: { kind: 'group' } });
    const person = at('person');
    expect(person.kind === 'group' && person.fields.find((f) => f.key === 'photo')!.node.kind).toBe('media');
  });

  it('draws the settings: addresses as email inputs, links as url inputs, the announcement link too', () => {
    const node = describeSchema(siteSettingsSchema);
    const at = (key: string) => node.fields.find((f) => f.key === key)!.node;
    expect(at('contactEmail')).toMatchObject({ kind: 'text', inputType: 'email' });
    expect(at('donateUrl')).toMatchObject({ kind: 'text', inputType: 'url' });
    const announcement = at('announcement');
    expect(announcement.kind === 'group' && announcement.fields.map((f) => f.node.kind)).toEqual([
      'boolean',
      'text',
      'text',
    ]);
  });
});
