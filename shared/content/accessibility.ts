// The accessibility statement at /accessibility (CONTRACT section 9): the standard the site aims to
// meet, how it was checked, what is known not to work yet, and how to report a barrier.
import { campaign, candidate } from './campaign';
import type { ContentSection } from './privacy';

export const accessibilityStatement = {
  lead: `Every member should be able to read about the ${candidate.fullName} campaign, sign up and speak up, whatever device, browser or assistive technology they use.`,
  updated: '2026-11-22',
  sections: [
    {
      heading: 'The standard we aim for',
      paragraphs: ['This site aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.'],
    },
    {
      heading: 'How we check it',
      items: [
        'Automated checks with axe on every public page and the admin screens, run with each change to the site.',
        'Keyboard-only use of every page, menu and form, with a visible focus outline.',
        'Forms with a label on every field, errors announced and tied to their field, and status messages read out by screen readers.',
        'Text and controls checked for colour contrast; pages that reflow on a phone and at 200% zoom.',
      ],
    },
    {
      heading: 'Known limitations',
      items: [
        'Campaign videos are hosted on YouTube; their captions are YouTube’s automatic ones unless noted.',
        'The Letter to Delegates PDF is a download whose tagging we have not fully checked; the same letter is on the page as text.',
        'Photos uploaded by staff rely on the alternative text they write for each one.',
      ],
    },
    {
      heading: 'Report a barrier',
      paragraphs: [
        `If something on this site does not work for you, e-mail ${campaign.contactEmail} with the page and what happened. We will reply within five working days and send you the information in a form that works for you in the meantime.`,
      ],
    },
  ] satisfies ContentSection[],
};
