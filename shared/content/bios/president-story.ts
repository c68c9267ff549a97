// The parts of Jordan Ellis's biography that the Home page shows, apart from the full biography so
// the landing page does not carry the whole of it.

export interface Milestone {
  period: string;
  role: string;
  detail: string;
}

export interface Credential {
  year: string;
  title: string;
  detail: string;
}

/** The first-person story on the Home page. */
export const presidentStory = [
  `I started my working life as a social worker. I sat with veterans who had been turned away, families who did not know where to turn, and employees who wanted to help but had no say in how the work was done. I learned that people do their best work when they are respected and protected.`,
  `That is why I went to law school, and why, when I came to the VA, I signed my union card on the first day. I have represented members in hundreds of cases since. Some were big; most were a single person who needed someone in their corner. Every one of them mattered.`,
  `Now our council faces an executive order that ended collective bargaining. I am running for President because I have spent my career preparing for exactly this kind of fight, and I know we can win it together.`,
];

export const presidentEducation: Credential[] = [
  {
    year: '1993',
    title: "Bachelor's Degree in Social Work",
    detail: 'Casework with veterans and families; field placement at a VA medical center.',
  },
  {
    year: '1996',
    title: 'Juris Doctor (Law Degree)',
    detail: 'Concentration in labor and employment law; student director of the workers’ rights clinic.',
  },
  {
    year: '2023',
    title: 'Executive Education in Labor Leadership',
    detail: 'Strategy, negotiation and organizational finance for union leaders.',
  },
];
