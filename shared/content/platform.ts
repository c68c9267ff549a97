// The platform rendered by /vision (SPEC section 2): unity and inclusion, the fight against the
// executive order, results, the two-front strategy, the platform planks and the plan through 2028.
import { campaign, figures } from './campaign';

export interface Plank {
  title: string;
  text: string;
}

export const platform = {
  lead: `A council that is united, that serves every member, and that is prepared for what comes next. This is how we get there.`,
  unity: {
    text: [
      'Our strength has always come from our numbers and our diversity: nurses and attorneys, housekeepers and pharmacists, new hires and thirty-year veterans, large medical centers and small outpatient clinics.',
      'Unity is not a slogan. It means every local has a voice at the council table, every member can reach a representative, and no group is left to fight alone.',
    ],
    commitments: [
      'A seat at the table for every local, large or small.',
      'Outreach to new employees from their first week on the job.',
      'Materials and meetings that work for every shift and every schedule.',
      'Leadership development that reflects the membership we serve.',
    ],
  },
  executiveOrder: [
    'An executive order ended collective bargaining for most VA employees. It set aside our contract, cut off payroll dues deduction and eliminated official time, in an attempt to silence the workforce that cares for America’s veterans.',
    'We refuse to be silenced. Rights taken by an order can be restored by law and defended in court, and we intend to do both.',
  ],
  results: [
    {
      value: `${figures.membershipBefore} → ${figures.membershipAfter}+`,
      label: 'members in one local, in an open shop',
    },
    { value: figures.backPay, label: 'in back pay recovered for members' },
    { value: figures.gradePromotions, label: 'grade promotions won for members' },
    { value: figures.congressLetters, label: 'letters to Congress in two weeks' },
    { value: figures.attorneys, label: 'attorneys in the bargaining unit we represent' },
    { value: figures.bargainingUnit, label: 'employees in a single bargaining unit' },
  ],
  fronts: [
    {
      title: 'Front One: Congress',
      text: 'A sustained lobbying campaign for legislation that restores collective bargaining, driven by members’ own stories.',
      points: [
        'Lobby days in Washington and district meetings at home',
        'A letter-writing program in every local',
        'Bipartisan allies on the committees that matter',
      ],
    },
    {
      title: 'Front Two: The Courts',
      text: 'Legal challenges to the executive order, coordinated with our national union and built on careful documentation.',
      points: [
        'Experienced counsel coordinated across the council',
        'Member declarations that show the real harm',
        'Grievances and appeals preserved while cases proceed',
      ],
    },
  ],
  planks: [
    {
      title: 'Representation',
      text: 'Trained stewards in every facility and a response to every member within two business days.',
    },
    {
      title: 'Organizing and Growth',
      text: `Take what grew one local from ${figures.membershipBefore} to ${figures.membershipAfter} members to every local in the council.`,
    },
    {
      title: 'Financial Transparency',
      text: 'Plain-language financial reports, an independent audit every year and a budget built around members.',
    },
    {
      title: 'Communication',
      text: 'Weekly updates, a members’ text line and town halls that members can join from any shift.',
    },
    {
      title: 'Veterans’ Healthcare',
      text: 'Defend the VA system against privatization and fight for the staffing veterans’ care requires.',
    },
    {
      title: 'Training',
      text: 'A steward academy, leadership development and tools for every local officer.',
    },
  ] satisfies Plank[],
  survivalPlan: [
    {
      period: 'First 100 days',
      title: 'Stabilize',
      text: 'Move every member to direct dues, protect the reserve and keep representation running without official time.',
    },
    {
      period: String(campaign.electionYear),
      title: 'Rebuild',
      text: 'Train stewards in every local and relaunch organizing in every facility.',
    },
    {
      period: '2027',
      title: 'Expand',
      text: 'Grow membership council-wide and build a legislative contact in every district where members work.',
    },
    {
      period: figures.planHorizon,
      title: 'Restore',
      text: 'Win back collective bargaining in law or in court, and bring a stronger council to the table.',
    },
  ],
};
