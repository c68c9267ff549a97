// The submissions `npm run seed` writes, in every moderation state. People and places are fictional.
import type { ApprovalStatus, HelpType } from '../shared/constants';

export interface VolunteerRow {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  helpType: HelpType;
}

export const seedVolunteers: VolunteerRow[] = [
  {
    firstName: 'Angela',
    lastName: 'Brooks',
    email: 'angela.brooks@example.org',
    phone: '(555) 201-3344',
    helpType: 'phone-banking',
  },
  {
    firstName: 'Marcus',
    lastName: 'Lee',
    email: 'marcus.lee@example.org',
    phone: null,
    helpType: 'canvassing',
  },
  {
    firstName: 'Priya',
    lastName: 'Natarajan',
    email: 'priya.n@example.org',
    phone: '555-0142',
    helpType: 'social-media',
  },
  {
    firstName: 'Tom',
    lastName: 'Kowalski',
    email: 'tkowalski@example.org',
    phone: '555-0188',
    helpType: 'event-planning',
  },
  {
    firstName: 'Denise',
    lastName: 'Carter',
    email: 'denise.carter@example.org',
    phone: null,
    helpType: 'fundraising',
  },
  {
    firstName: 'Luis',
    lastName: 'Ramírez',
    email: 'luis.ramirez@example.org',
    phone: '555-0107',
    helpType: 'other',
  },
];

export const seedEndorsements: {
  name: string;
  title: string | null;
  endorsement: string;
  approved: ApprovalStatus;
}[] = [
  {
    name: 'Gloria Hampton',
    title: 'Retired Council President',
    endorsement:
      'Jordan has the discipline and the courage this moment demands. I trust Jordan with our council.',
    approved: 'approved',
  },
  {
    name: 'Dwayne Mitchell',
    title: 'Chief Steward, Local 2100',
    endorsement:
      'Jordan won my grievance when everyone else said it was lost. That is the president we need.',
    approved: 'approved',
  },
  {
    name: 'Karen Liu',
    title: null,
    endorsement: 'A fighter for every member, not just the loud ones.',
    approved: 'approved',
  },
  {
    name: 'Robert Haines',
    title: 'Delegate, Local 88',
    endorsement: 'Counting on Jordan to take this to Congress.',
    approved: 'pending',
  },
  {
    name: 'Sam Vega',
    title: null,
    endorsement: 'Great candidate!!! Visit my store for deals',
    approved: 'rejected',
  },
];

export const seedTestimonials: {
  name: string;
  email: string;
  title: string | null;
  organization: string | null;
  story: string;
  approved: ApprovalStatus;
}[] = [
  {
    name: 'Theresa Nguyen',
    email: 'theresa.nguyen@example.org',
    title: 'Pharmacy Technician',
    organization: 'Local 2100',
    story:
      'When my schedule was changed without notice, the local had it reversed in a week. I finally felt heard.',
    approved: 'approved',
  },
  {
    name: 'Howard Price',
    email: 'hprice@example.org',
    title: 'Nursing Assistant',
    organization: null,
    story: 'I was owed two years of overtime. The union got every cent back.',
    approved: 'pending',
  },
  {
    name: 'Bianca Ortiz',
    email: 'bianca.ortiz@example.org',
    title: null,
    organization: 'Local 417',
    story: 'The steward training gave me the confidence to represent my coworkers.',
    approved: 'approved',
  },
];

export const seedContacts = [
  {
    firstName: 'Eleanor',
    lastName: 'Wright',
    email: 'ewright@example.org',
    subject: 'Speaking at our local meeting',
    message: 'Could Jordan join our monthly meeting next month to talk about the two-front strategy?',
  },
  {
    firstName: 'Jamal',
    lastName: 'Hughes',
    email: 'jamal.hughes@example.org',
    subject: 'Campaign materials',
    message: 'Our local would like 50 printed flyers for the convention. Who should I talk to?',
  },
];

export const seedSubscribers = [
  'delegate.local12@example.org',
  'steward.jones@example.org',
  'maria.santos@example.org',
  'veteran.voices@example.org',
];
