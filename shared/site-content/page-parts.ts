import { z } from 'zod';
import { markdown, mediaPicture, optionalText, paragraph, text } from './fields';

// Parts several pages share. Lists hold at most MAX_ITEMS, so a page body stays well inside the
// JSON limit of CONTRACT section 2.
export const MAX_ITEMS = 40;

export const list = <T extends z.ZodType>(item: T, min = 1) =>
  z
    .array(item, { error: 'Must be a list' })
    .min(min, { error: `Needs at least ${min}` })
    .max(MAX_ITEMS, { error: `At most ${MAX_ITEMS} items` });

/** Every page's title band: a small eyebrow, the heading and one lead sentence. */
export const heroSchema = z.object({ eyebrow: text(), title: text(), lead: text(600) });

/** A page's head tags (CONTRACT section 5): the `<title>` and the meta description. */
export const pageHeadSchema = z.object({ title: text(120), description: text(300) }).strict();
export type PageHeadTexts = z.infer<typeof pageHeadSchema>;

export const quoteSchema = z.object({ quote: paragraph(), name: text(), title: text() });
export const milestoneSchema = z.object({ period: text(), role: text(), detail: text(600) });
export const credentialSchema = z.object({ year: text(), title: text(), detail: text(600) });
export const factSchema = z.object({ label: text(), value: text() });
/** A figure with its label and an optional line below (Home's record, the letter's results). */
export const statSchema = z.object({ value: text(), label: text(), detail: optionalText(600) });
export const sectionSchema = z.object({ heading: text(), body: markdown() });

/** A candidate as their biography page presents them, and as every team card shows them. */
export const personSchema = z.object({
  name: text(),
  firstName: text(),
  office: text(),
  shortOffice: text(),
  initials: text(3),
  summary: text(600),
  photo: mediaPicture(),
});
