import { z } from 'zod';
import { SITE_LINK_MESSAGE, emailAddress, httpsUrl, optionalText, siteLink, text } from './fields';

// The campaign's settings (CONTRACT section 13): links, addresses and the announcement bar, shown on
// every page. GET and PATCH /api/admin/site answer the whole of it.

const announcementSchema = z.object({
  enabled: z.boolean({ error: 'Must be true or false' }),
  text: text(),
  url: z.union([z.literal(''), siteLink()], { error: SITE_LINK_MESSAGE }),
});

export const siteSettingsSchema = z.object({
  donateUrl: siteLink(),
  contactEmail: emailAddress(),
  mediaEmail: emailAddress(),
  complianceEmail: emailAddress(),
  social: z.object({ facebook: httpsUrl(), x: httpsUrl(), linkedin: httpsUrl() }),
  videoChannelUrl: httpsUrl(),
  paidForBy: text(),
  /** The words every page's header bar and footer show (settings added after the first release). */
  slogan: text(),
  secondarySlogan: text(),
  independenceStatement: text(),
  copyrightYear: text(20),
  /** The campaign's postal address, in every bulk message's footer (CAN-SPAM); empty until set. */
  postalAddress: optionalText(200),
  announcement: announcementSchema,
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** PATCH /api/admin/site: any of the settings; `social` and `announcement` may be given in part. */
export const siteSettingsPatchSchema = siteSettingsSchema
  .extend({
    social: siteSettingsSchema.shape.social.partial(),
    announcement: announcementSchema.partial(),
  })
  .partial()
  .strict();
export type SiteSettingsPatch = z.infer<typeof siteSettingsPatchSchema>;
