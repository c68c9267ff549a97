import fc from 'fast-check';
import request, { type Response } from 'supertest';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { HELP_TYPE_VALUES, PLACEHOLDER_TURNSTILE_TOKEN } from '../../../shared/constants';
import {
  contactSchema,
  endorsementSchema,
  newsletterSchema,
  testimonialSchema,
  volunteerSchema,
} from '../../../shared/schemas/forms';
import { fuzzEndpoint, jsonBodyVerdict, oneRowPerCreate } from '../../fixtures/fuzz-harness';
import { bodiesAround, contentType, type FieldValues } from '../../fixtures/hostile-values';
import { countRows } from '../../helpers/database';
import { useListeningServer } from '../../fixtures/listening-app';
import { useTestApp } from '../../helpers/test-app';

// Thousands of bodies from and around each public form's schema: every answer is a 2xx or a
// CONTRACT-shaped 4xx, agrees with the shared schema, and a refusal stores nothing.
const ctx = useTestApp({ RATE_LIMIT_FORMS: '1000000' });
const listening = useListeningServer(ctx);

const name = fc.constantFrom('Maria', 'José Núñez', "Seán O'Brien", '李小龍', 'مريم الحسن', '  Ann  ', 'A');
const email = fc.oneof(
  fc.constantFrom('member@example.org', ' Member@Example.ORG ', 'a.b+tag@sub.example.co', 'x@y'),
  fc.emailAddress(),
);
const prose = fc.lorem({ maxCount: 12 });
const optionalText = fc.oneof(fc.constant(''), fc.constantFrom('Steward, Local 2', 'Retired'), prose);

/**
 * The newsletter answers 201 with the same body for a new address and a known one (CONTRACT
 * section 3): an accepted sign-up leaves its address stored, one row more only if it was new.
 */
const newsletterRows = async () =>
  (await ctx.database.raw.query('SELECT email FROM newsletters ORDER BY email')).rows.map((r) =>
    String(r.email),
  );
function oneRowPerNewAddress(res: Response, before: unknown, after: unknown, [, body]: [string, string]) {
  const { email: address } = newsletterSchema.parse(JSON.parse(body));
  const had = (before as string[]).includes(address);
  expect(res.status).toBe(201);
  expect(after as string[]).toContain(address);
  expect((after as string[]).length, `${address} was ${had ? 'known' : 'new'}`).toBe(
    (before as string[]).length + (had ? 0 : 1),
  );
}

interface FormTarget {
  path: string;
  table: string;
  schema: z.ZodType;
  fields: FieldValues;
  /** A body the form accepts: sent first, so every run reaches the accepting side. */
  valid: Record<string, string>;
  snapshot?: () => Promise<unknown>;
  checkAccepted?: typeof oneRowPerNewAddress;
}

const forms: FormTarget[] = [
  {
    path: '/api/endorsements',
    valid: {
      name: 'Maria',
      title: 'Steward, Local 2',
      endorsement: 'Solid and fair.',
      turnstileToken: PLACEHOLDER_TURNSTILE_TOKEN,
      website: '',
    },
    table: 'endorsements',
    schema: endorsementSchema,
    fields: {
      name,
      title: optionalText,
      endorsement: prose,
      turnstileToken: fc.constantFrom(PLACEHOLDER_TURNSTILE_TOKEN, 'x', ' '),
      website: fc.constantFrom('', '', 'http://spam.example'),
    },
  },
  {
    path: '/api/volunteers',
    valid: {
      firstName: 'Maria',
      lastName: 'Núñez',
      email: 'member@example.org',
      phone: '555-0100',
      helpType: HELP_TYPE_VALUES[0],
    },
    table: 'volunteers',
    schema: volunteerSchema,
    fields: {
      firstName: name,
      lastName: name,
      email,
      phone: fc.constantFrom('', '555-0100', '+1 (202) 555-0143', '0'.repeat(31)),
      helpType: fc.constantFrom(...HELP_TYPE_VALUES, 'Other', 'phone banking'),
    },
  },
  {
    path: '/api/contacts',
    valid: {
      firstName: 'Maria',
      lastName: 'Núñez',
      email: 'member@example.org',
      subject: 'A question',
      message: 'When is the next meeting?',
    },
    table: 'contacts',
    schema: contactSchema,
    fields: { firstName: name, lastName: name, email, subject: prose, message: prose },
  },
  {
    path: '/api/newsletter',
    valid: { email: 'member@example.org' },
    table: 'newsletters',
    schema: newsletterSchema,
    fields: { email },
    snapshot: newsletterRows,
    checkAccepted: oneRowPerNewAddress,
  },
  {
    path: '/api/testimonials',
    valid: {
      name: 'Maria',
      email: 'member@example.org',
      title: 'Steward',
      organization: 'Local 2',
      story: 'The union stood by me.',
      website: '',
    },
    table: 'testimonials',
    schema: testimonialSchema,
    fields: {
      name,
      email,
      title: optionalText,
      organization: optionalText,
      story: prose,
      website: fc.constantFrom('', '', 'http://spam.example'),
    },
  },
];

describe('public forms under hostile bodies', () => {
  for (const form of forms) {
    it(`POST ${form.path} answers every generated body with 2xx or a shaped 4xx and stores only what it accepts`, async () => {
      const statuses = await fuzzEndpoint({
        name: `POST ${form.path}`,
        inputs: fc.tuple(contentType, bodiesAround(form.fields)),
        send: ([type, body]) =>
          request(listening.server).post(form.path).set('Content-Type', type).send(body),
        snapshot: form.snapshot ?? (() => countRows(ctx.database, form.table)),
        expected: ([type, body]) => jsonBodyVerdict(form.schema, type, body),
        checkAccepted: form.checkAccepted ?? oneRowPerCreate,
        examples: [['application/json', JSON.stringify(form.valid)]],
      });
      // Both sides of the schema, or the run proves little. The valid body first: the generators
      // draw an accepted body 3-12% of the time, so 200 draws once in a while held none (seen on the
      // volunteer form, 29 Nov); a body the schema accepts must itself be answered 2xx.
      const accepted = (statuses.get(201) ?? 0) + (statuses.get(200) ?? 0);
      expect(accepted).toBeGreaterThan(0);
      expect(statuses.get(400) ?? 0).toBeGreaterThan(0);
      expect(ctx.serverErrors).toEqual([]);
    }, 240_000);
  }
});
