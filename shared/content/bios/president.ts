// Jordan Ellis's biography, rendered by /about-jordan-ellis (SPEC section 2: biography, education,
// union and legal career timeline, accomplishments, community service).
import { campaign, figures } from '../campaign';
import { presidentEducation, presidentStory, type Milestone } from './president-story';

export type { Credential, Milestone } from './president-story';

export const presidentBio = {
  lead: 'Social worker, labor attorney and local president: three decades of standing up for people who serve.',
  story: presidentStory,
  biography: [
    `Jordan Ellis began as a social worker, sitting across the table from veterans and their families at the hardest moments of their lives. That work taught a lesson that has guided every step since: institutions only serve people well when the people inside them are respected, protected and heard.`,
    `Law school followed, and with it a career defending workers' rights. After joining the Department of Veterans Affairs, Jordan became a steward, then chief steward, and was elected president of ${campaign.local}, which represents a ${figures.bargainingUnit}-member bargaining unit that includes ${figures.attorneys} attorneys.`,
    `Under Jordan's leadership the local grew from ${figures.membershipBefore} to ${figures.membershipAfter} members, won hundreds of arbitration cases and recovered more than ${figures.backPay} in back pay. When the executive order ending collective bargaining arrived, Jordan's members sent ${figures.congressLetters} letters to Congress in two weeks.`,
  ],
  education: presidentEducation,
  career: [
    {
      period: '1996 – 2003',
      role: 'Labor and Employment Attorney',
      detail: 'Represented working people in wage, discrimination and retaliation cases.',
    },
    {
      period: '2003 – 2009',
      role: 'Attorney-Advisor, Department of Veterans Affairs',
      detail: 'Joined the bargaining unit and the union on the first day; became a steward within a year.',
    },
    {
      period: '2009 – 2015',
      role: `Chief Steward, ${campaign.local}`,
      detail: 'Built the local’s grievance and arbitration program and trained a new generation of stewards.',
    },
    {
      period: '2015 – present',
      role: `President, ${campaign.local}`,
      detail: `Leads a ${figures.bargainingUnit}-member bargaining unit; grew membership from ${figures.membershipBefore} to ${figures.membershipAfter}.`,
    },
    {
      period: '2025',
      role: 'Leader in the Fight for Collective Bargaining',
      detail: 'Organized the council-wide response to the executive order in Congress and in the courts.',
    },
  ] satisfies Milestone[],
  accomplishments: [
    `Grew local membership from ${figures.membershipBefore} to ${figures.membershipAfter}+ during an open-shop era.`,
    'Won hundreds of arbitration cases and grievances for members.',
    `Recovered ${figures.backPay} in back pay for members who were shortchanged.`,
    `Secured ${figures.gradePromotions} grade promotions by challenging misclassified positions.`,
    `Mobilized ${figures.congressLetters} letters to Congress in two weeks against the executive order.`,
    'Negotiated telework and scheduling protections that kept experienced employees on the job.',
  ],
  community: [
    'Volunteer attorney at a free legal clinic for veterans facing eviction and benefit denials.',
    'Mentor to first-generation college students entering public service.',
    'Organizer of the local’s annual food drive for veterans’ families.',
  ],
};
