// Maria Delgado's biography, rendered by /about-maria-delgado (SPEC section 2: biography,
// experience, training, political and community work).
import type { Milestone } from './president';

export const evpBio = {
  lead: 'A veteran, a steward and a trainer who has organized members across three regions.',
  biography: [
    'Maria Delgado served in the U.S. Army before coming to work at a VA medical center, where she saw first-hand what happens to employees who have no one in their corner. She signed her union card in her first month and has never stopped organizing.',
    'Over nearly two decades Maria has represented members in disciplinary hearings and grievances, trained hundreds of stewards, and built the council’s legislative outreach program. She knows the work of a VA employee from the inside, and she knows how to turn members’ stories into action in Washington.',
    'As First Executive Vice President, Maria will lead the council’s organizing and training work so that every local, large or small, has the tools to defend its members.',
  ],
  experience: [
    {
      period: '2007 – 2012',
      role: 'Steward, VA Medical Center',
      detail: 'Represented members in investigatory meetings, grievances and disciplinary appeals.',
    },
    {
      period: '2012 – 2017',
      role: 'Chief Steward and Local Vice President',
      detail: 'Ran new-member orientation and doubled the number of active stewards.',
    },
    {
      period: '2017 – 2022',
      role: 'Regional Organizer',
      detail: 'Organized members across three regions and helped smaller locals rebuild.',
    },
    {
      period: '2022 – present',
      role: 'Council Legislative Coordinator',
      detail: 'Leads the council’s outreach to congressional offices and its lobby days.',
    },
  ] satisfies Milestone[],
  training: [
    'Certified steward trainer: has trained hundreds of stewards in representation and grievance handling.',
    'Certificate in Labor Studies, with coursework in bargaining and arbitration.',
    'Federal labor-management relations and unfair labor practice procedure.',
    'Mediation and conflict-resolution training.',
  ],
  political: [
    'Led lobby days that brought VA employees face-to-face with members of Congress from both parties.',
    'Built a network of legislative contacts in every region of the council.',
    'Coordinated member testimony on staffing shortages and veterans’ healthcare.',
  ],
  community: [
    'Volunteer with veterans’ service organizations helping veterans file benefit claims.',
    'Mentor in a program for women veterans entering federal service.',
    'Voter-registration volunteer in her hometown.',
  ],
};
