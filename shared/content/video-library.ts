// The six video cards of /videos (SPEC: durations 19:41, 55:05, 19:50, 30:20, 26:24, 5:08). Apart
// from videos.ts so the home page, which shows only the featured video, does not carry them.
import type { Video } from './videos';

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
