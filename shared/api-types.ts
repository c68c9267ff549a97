// The JSON shapes the API answers (CONTRACT sections 3-4), as the browser receives them: dates are
// ISO strings. The server's rows serialize to exactly these.
import type { SignupOrigin } from './schemas/analytics';
import type { ApprovalStatus, HelpType, PostStatus } from './constants';

export interface PostSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  featuredImage: string | null;
  featuredImageAlt: string | null;
  categories: string[];
  tags: string[];
  keywords: string[];
  status: PostStatus;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  author: string;
  /**
   * Public reads only, and only when `featuredImage` is a media `url`: the sizes and files a page
   * needs for a responsive picture. Absent for an external image.
   */
  featuredImageMedia?: ResponsiveImageData;
}

/** What a page needs to show an uploaded image responsively (CONTRACT section 7). */
export interface ResponsiveImageData {
  width: number;
  height: number;
  alt: string;
  variants: MediaVariant[];
}

/** GET /api/posts/:slug: `content` is sanitized HTML. */
export interface PublicPost extends PostSummary {
  content: string;
}

/** GET /api/admin/posts(/:slug): `content` is markdown, `category` the first of `categories`. */
export interface AdminPost extends PostSummary {
  content: string;
  category: string;
  /** Grows with each change; a PATCH naming an older one is a 409 (CONTRACT section 8). */
  version: number;
  /** Its newsletter (CONTRACT section 12), null when it has never been sent. */
  newsletter: NewsletterSummary | null;
}

export interface NameCount {
  name: string;
  count: number;
}

export interface ApprovedEndorsement {
  id: string;
  name: string;
  title: string | null;
  endorsement: string;
  createdAt: string;
}

export interface ApprovedTestimonial {
  id: string;
  name: string;
  title: string | null;
  organization: string | null;
  content: string;
  createdAt: string;
}

export interface AdminEndorsement extends ApprovedEndorsement, Partial<SignupOrigin> {
  approved: ApprovalStatus;
}

export interface AdminTestimonial extends Partial<SignupOrigin> {
  id: string;
  name: string;
  email: string;
  title: string | null;
  organization: string | null;
  content: string;
  status: ApprovalStatus;
  submittedAt: string;
}

export interface AdminVolunteer extends Partial<SignupOrigin> {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  helpType: HelpType;
  createdAt: string;
}

export interface AdminContact extends Partial<SignupOrigin> {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
}

export interface AdminSubscriber extends Partial<SignupOrigin> {
  id: string;
  email: string;
  /** Double opt-in (CONTRACT section 11): pending, confirmed, unsubscribed or bounced. */
  status: string;
  createdAt: string;
}

export interface AdminSession {
  admin: { username: string; role: string };
}

export interface AdminStats {
  volunteers: number;
  testimonials: number;
  endorsements: number;
  contacts: number;
  blogPosts: number;
  newsletters: number;
  /** Subscribers who confirmed by the link (CONTRACT section 11): the ones a newsletter reaches. */
  confirmedSubscribers: number;
}

export interface ApiErrorBody {
  message: string;
  errors?: { path: string; message: string }[];
}

/** One file of an uploaded image (CONTRACT section 7). */
export interface MediaVariant {
  url: string;
  width: number;
  height: number;
  format: 'avif' | 'webp' | 'jpeg' | 'png';
}

/** POST /api/admin/media and PATCH /api/admin/media/:id. */
export interface MediaItem {
  id: string;
  /** The variant at the stored width in the fallback format (JPEG, or PNG with transparency). */
  url: string;
  width: number;
  height: number;
  alt: string;
  variants: MediaVariant[];
  /** 1200 x 630 JPEG cropped to fill, for share previews. */
  social: { url: string; width: number; height: number };
  createdAt: string;
}

/** What shows a media image: a post, an event, a candidate's portrait or another page's text. */
export interface MediaUse {
  kind: 'post' | 'event' | 'portrait' | 'page';
  /** The post's or event's slug, or the page's key. */
  key: string;
  /** As `usedBy` names it: a post's slug, else e.g. "Portrait: Jordan Ellis" or "Event: town-hall". */
  name: string;
  /** The admin screen that edits it. */
  href: string;
}

/**
 * GET /api/admin/media items: plus what shows the image. `usedBy` names each use (a post by its
 * slug); `uses` says what each is and where it is edited.
 */
export interface MediaLibraryItem extends MediaItem {
  usedBy: string[];
  uses: MediaUse[];
}

/** GET /api/admin/stats/daily items: new rows on one UTC calendar day (CONTRACT section 9). */
export interface DailyStat {
  date: string;
  volunteers: number;
  endorsements: number;
  testimonials: number;
  contacts: number;
  newsletters: number;
}

/** POST /api/admin/erasure: rows deleted from each table holding the address. */
export interface ErasureCounts {
  volunteers: number;
  contacts: number;
  newsletter: number;
  testimonials: number;
  /** Delegates with that address, with their contact log and history (CONTRACT section 15). */
  delegates: number;
}

/** PATCH /api/admin/endorsements and /testimonials with `ids`. */
export interface BulkModerationResult {
  updated: string[];
  skipped: string[];
}

/** GET /api/admin/posts/:slug/revisions: newest first (CONTRACT section 8). */
export interface PostRevisionSummary {
  id: number;
  createdAt: string;
  author: string;
  title: string;
  reason: 'created' | 'saved' | 'autosaved' | 'published' | 'unpublished' | 'restored';
}

/** GET /api/admin/posts/:slug/revisions/:id: `content` is markdown. */
export interface PostRevision extends PostRevisionSummary {
  excerpt: string;
  content: string;
  featuredImage: string | null;
  featuredImageAlt: string | null;
}

/** A 409 to PATCH /api/admin/posts/:slug: nothing was written; `post` is the current one. */
export interface PostConflict {
  message: string;
  post: AdminPost;
}

/** POST /api/admin/posts/:slug/preview-link */
export interface PreviewLink {
  url: string;
}

export type NewsletterStatus = 'scheduled' | 'sending' | 'sent' | 'cancelled' | 'failed';

/** GET /api/admin/newsletters(/:id) (CONTRACT section 12). */
export interface NewsletterView {
  id: string;
  postSlug: string;
  subject: string;
  status: NewsletterStatus;
  total: number;
  sent: number;
  failed: number;
  skipped: number;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** When staff chose to send it (issue 35); null: as soon as the post is live. */
  sendAt: string | null;
}

/** An admin post's `newsletter`: its newest send, or null. */
export interface NewsletterSummary {
  id: string;
  status: NewsletterStatus;
  total: number;
  sent: number;
}

/** POST /api/admin/posts/:slug/newsletter: `{to}` for a test, `{id, recipients}` for a send. */
export interface NewsletterTestSent {
  to: string;
}
export interface NewsletterStarted {
  id: string;
  recipients: number;
}
