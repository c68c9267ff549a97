// The privacy notice at /privacy (CONTRACT section 9): what the site collects, why, who sees it, how
// long it is kept and how to ask for a copy or deletion. Text only; the page lays it out.
import { campaign, candidate } from './campaign';

/** How long the campaign keeps database backups: /privacy promises it (docs/security.md). */
export const BACKUP_RETENTION_DAYS = 30;

export interface ContentSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

export const privacyNotice = {
  lead: `The ${candidate.fullName} campaign asks for as little personal information as it needs to organize, and uses it only for the campaign.`,
  updated: '2026-11-28',
  sections: [
    {
      heading: 'What we collect',
      paragraphs: ['Only what you type into one of our forms, and the time you sent it:'],
      items: [
        'Volunteer sign-up: first and last name, e-mail address, phone number if you give one, and how you would like to help.',
        'Contact form: first and last name, e-mail address, subject and message.',
        'Endorsement: your name, your title if you give one, and your endorsement. It holds no e-mail address.',
        'Member story: your name, e-mail address, title and organization if you give them, and your story.',
        'Newsletter: your e-mail address, and whether and when you confirmed or left the list.',
        'Event RSVP: first and last name, e-mail address, phone number if you give one, how many guests you bring, and whether you attended.',
      ],
    },
    {
      heading: 'Cookies and analytics',
      paragraphs: [
        'Visitors get no cookies from this site. Campaign staff who sign in to the admin area get a session cookie and a security token cookie that end when they sign out or after a period without activity.',
        'We count visits on our own server, with no cookie and no third party: how many times each page is viewed each day, and how many different visitors came. To tell visitors apart for one day only, the server mixes your network address and browser name with a random secret that changes every day, and keeps only the result. At the end of each day that secret and those results are deleted, so no one, us included, can tie a visit to you afterwards; your address and browser name are never stored. If your browser sends Global Privacy Control or Do Not Track, your page views are counted but you are not counted as a visitor. Search engines and other robots are not counted.',
        'Your browser remembers, in its session storage and only until you close the tab, the first page of your visit and where you came from (the website that linked to us, or the campaign link you followed). When you send one of our forms, that is sent with it, so staff can see which links and events bring people in. Volunteers and subscribers get a personal share link; people who sign up through it are counted as brought in by them.',
        'The site loads no analytics or advertising scripts unless the campaign turns on Google Analytics, in which case it counts page views only and this notice says so.',
        'To keep forms free of automated spam, each form counts requests per network address for 15 minutes; those counters hold no names or e-mail addresses.',
      ],
    },
    {
      heading: 'Our e-mails',
      paragraphs: [
        'Newsletters go only to addresses that confirmed their subscription, and each one has an unsubscribe link that works with one click.',
        'Our e-mails carry no tracking pixels and no rewritten links: we do not record whether you open a message or which links you follow. Every link goes straight to its page.',
      ],
    },
    {
      heading: 'Why we use it',
      items: [
        'To organize volunteers and reach you about the shifts and tasks you offered to do.',
        'To answer your message.',
        'To publish endorsements and stories, only after staff have reviewed and approved them. Your e-mail address is never published.',
        'To send campaign updates to newsletter subscribers, who can ask to stop at any time.',
        'To confirm your place at an event, remind you the day before, and tell you if it changes or is cancelled.',
      ],
    },
    {
      heading: 'Who sees it',
      paragraphs: [
        'Only campaign staff with an admin account, to do the work above. We do not sell, rent or trade your information, and we never use union resources, systems or mailing lists (see our Compliance Statement). When staff move a volunteer list to a campaign tool such as an e-mail service, that service holds it on our behalf only.',
      ],
    },
    {
      heading: 'Convention delegates',
      paragraphs: [
        "If you are a delegate or alternate to the convention, campaign staff keep a record about you to ask for your vote: your name, local, region and whether you are a delegate or an alternate, from the union's delegate list, with your e-mail address and phone number when the list has them; and, from our own conversations with you, how likely you are to support the campaign, any pledge you gave, who on our team keeps in touch with you, the next step agreed, and a short note of each contact. Staff can see the forms you sent on this site beside that record, matched by your e-mail address.",
        'This record is seen only by signed-in staff, and a coordinator sees only the delegates they are in touch with. It never appears on the public site, in our e-mails or in our logs. We keep it until the convention is over and for no longer than twelve months after it, and you can ask for a copy, a correction or its deletion as described below.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Until the election is over and the campaign has closed its books, and no longer than twelve months after the election, unless you ask us to delete it sooner. Approved endorsements and stories stay public until the campaign site is taken down or you ask us to remove them.',
      ],
    },
    {
      heading: 'A copy, a correction or deletion',
      paragraphs: [
        `E-mail ${campaign.contactEmail} from the address you used and tell us what you would like: a copy of what we hold about you, a correction, or deletion. Staff can delete every sign-up, message, newsletter subscription, event RSVP, story and delegate record with your address in one step, and we will confirm within 30 days. Our records of the deletion do not keep your address.`,
        'Deleting takes your data out of the database at once, together with our copies of any e-mails the site sent to your address, and out of the files the database keeps on disk within minutes after that.',
        `What can remain for a while: backups of the database made before the deletion, until they expire (we keep backups for no more than ${BACKUP_RETENTION_DAYS} days); and, where the site runs on a separately managed database server, that server's own change log, until the server overwrites it in its normal course.`,
      ],
    },
  ] satisfies ContentSection[],
};
