// The campaign's videos (YouTube ids). The Home page embeds the leadership-crisis briefing and the
// Videos page shows it as the featured video above the six cards of SPEC section 2.

export type VideoCategory =
  'Executive Order Crisis' | 'Employee Rights' | 'Benefits & Programs' | 'Healthcare Defense';

export interface Video {
  id: string;
  title: string;
  description: string;
  category: VideoCategory;
  /** Running time as shown on the card, e.g. "19:41". */
  duration: string;
}

export const leadershipVideo: Video = {
  id: 'q7Vx2NcLr8E',
  title: 'The Leadership Crisis: Why This Election Matters',
  description:
    'Jordan Ellis explains what the executive order ending collective bargaining means for every VA employee, and why the council needs experienced, disciplined leadership to survive it.',
  category: 'Executive Order Crisis',
  duration: '12:36',
};

export const videos: Video[] = [
  {
    id: 'Hk3mT9pQw2A',
    title: 'Inside the Executive Order: What Changed Overnight',
    description:
      'A line-by-line briefing on the order that stripped bargaining rights, what it does not change, and what members should do now.',
    category: 'Executive Order Crisis',
    duration: '19:41',
  },
  {
    id: 'Zr8LdV4nY6c',
    title: 'Town Hall: Defending Our Contract in Congress and the Courts',
    description:
      'The full town hall on the two-front strategy: lobbying Congress to restore bargaining and the legal challenges already underway.',
    category: 'Executive Order Crisis',
    duration: '55:05',
  },
  {
    id: 'Bw5sK1jXe0M',
    title: 'Know Your Weingarten Rights',
    description:
      'When you can ask for a representative, what to say in an investigatory meeting, and how to protect yourself at work.',
    category: 'Employee Rights',
    duration: '19:50',
  },
  {
    id: 'Pf2gN7aRt4U',
    title: 'Your Federal Benefits, Explained',
    description:
      'Retirement, leave, life insurance and the Thrift Savings Plan: a plain-language walk-through for new and long-serving employees.',
    category: 'Benefits & Programs',
    duration: '30:20',
  },
  {
    id: 'Lc9yH3vMb8Q',
    title: 'Protecting Veterans’ Healthcare from Privatization',
    description:
      'How outsourcing threatens the care veterans earned, and what frontline VA employees are doing to defend it.',
    category: 'Healthcare Defense',
    duration: '26:24',
  },
  {
    id: 'Ud6wE0kSx1J',
    title: 'Filing a Grievance in Five Minutes',
    description: 'A quick guide to deadlines, documentation and working with your steward from day one.',
    category: 'Employee Rights',
    duration: '5:08',
  },
];

export const youtubeEmbedUrl = (id: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;
