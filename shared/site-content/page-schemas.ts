import { z } from 'zod';
import { emailsContentSchema } from '../content/emails';
import { markdown, paragraph, text } from './fields';
import {
  credentialSchema,
  factSchema,
  heroSchema,
  list,
  milestoneSchema,
  personSchema,
  quoteSchema,
  sectionSchema,
  statSchema,
} from './page-parts';

// One schema per editable page (CONTRACT section 13): the admin form, PUT /api/admin/pages/:key and
// the stored value all parse with it. Every text a page shows from here is a string value.

const strict = <T extends z.ZodRawShape>(shape: T) => z.object(shape).strict();

const bioBase = {
  hero: strict({ eyebrow: text() }),
  person: personSchema,
  lead: text(600),
  facts: list(factSchema),
  biography: markdown(),
};

export const pageContentSchemas = {
  home: strict({
    hero: strict({
      eyebrow: text(),
      name: text(),
      office: text(),
      growth: factSchema,
      backPay: factSchema,
    }),
    record: strict({ eyebrow: text(), title: text(), intro: text(600), stats: list(statSchema) }),
    story: list(paragraph()),
    education: list(credentialSchema),
    /** The story's timeline after the first two schools of `education`. */
    milestones: list(z.object({ year: text(20), text: text() })),
    endorsement: quoteSchema,
    teamIntro: text(600),
    join: strict({ title: text(), text: text(600) }),
  }),
  about: strict({ hero: heroSchema, unityTitle: text(), unity: list(factSchema) }),
  aboutPresident: strict({
    ...bioBase,
    education: list(credentialSchema),
    career: list(milestoneSchema),
    accomplishments: list(text(600)),
    community: list(text(600)),
  }),
  aboutEvp: strict({
    ...bioBase,
    experience: list(milestoneSchema),
    training: list(text(600)),
    political: list(text(600)),
    community: list(text(600)),
  }),
  aboutTreasurer: strict({
    ...bioBase,
    stewardship: list(z.object({ title: text(), detail: text(600) })),
    vision: list(text(600)),
  }),
  vision: strict({
    hero: heroSchema,
    unity: z.object({ text: list(paragraph()), commitments: list(text(600)) }),
    executiveOrder: list(paragraph()),
    results: list(z.object({ value: text(), label: text() })),
    fronts: list(z.object({ title: text(), text: text(600), points: list(text(600)) })),
    planks: list(z.object({ title: text(), text: text(600) })),
    survivalTitle: text(),
    survivalIntro: text(600),
    survivalPlan: list(z.object({ period: text(), title: text(), text: text(600) })),
  }),
  letter: strict({
    hero: heroSchema,
    salutation: text(),
    intro: list(paragraph()),
    sections: list(z.object({ id: text(40), heading: text(), body: markdown() })),
    closing: list(paragraph()),
    signOff: text(),
    signature: text(),
    signatureTitle: text(),
    results: list(statSchema),
  }),
  compliance: strict({ hero: heroSchema, independence: paragraph() }),
  donate: strict({
    hero: heroSchema,
    tiers: list(
      z.object({
        amount: z.number({ error: 'Must be a whole number of dollars' }).int().min(1).max(100_000),
        label: text(),
        description: text(600),
      }),
    ),
  }),
  getInvolved: strict({ hero: heroSchema }),
  contact: strict({ hero: heroSchema }),
  endorsements: strict({
    hero: heroSchema,
    featured: quoteSchema,
    leaders: list(quoteSchema),
    formIntro: text(600),
    formPlaceholder: text(),
  }),
  videos: strict({ hero: heroSchema, channelName: text() }),
  privacy: strict({ hero: heroSchema, updated: text(40), sections: list(sectionSchema) }),
  accessibility: strict({ hero: heroSchema, updated: text(40), sections: list(sectionSchema) }),
  /** The automatic e-mails' words (CONTRACT sections 11 and 13): a page with no public route. */
  emails: emailsContentSchema,
};

export type PageKey = keyof typeof pageContentSchemas;
export type PageContent<K extends PageKey = PageKey> = z.infer<(typeof pageContentSchemas)[K]>;
export const PAGE_KEYS = Object.keys(pageContentSchemas) as PageKey[];
