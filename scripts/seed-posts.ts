// The posts `npm run seed` writes: a few weeks of a believable campaign, in markdown as editors write.
import type { PostSeed } from './factories';

const DAY = 24 * 3600_000;
/** A moment `days` days before now (negative: in the future), so the seed always looks recent. */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

export function seedPosts(): (PostSeed & { slug: string; title: string })[] {
  return [
    {
      slug: 'two-front-strategy-congress-and-the-courts',
      title: 'Our Two-Front Strategy: Congress and the Courts',
      excerpt:
        'The executive order that ended collective bargaining will not stand. Here is how we fight it on Capitol Hill and in federal court at the same time.',
      content: `When the executive order stripped our bargaining rights, many asked whether anything could be done. **It can.**

## Front one: Congress

- More than **2,000 letters to Congress** in two weeks, from members in every region.
- Visits to the offices of both Veterans' Affairs committees.
- A bill to restore bargaining rights, with sponsors from both parties.

## Front two: the courts

Our legal team joined the challenge to the order and is filing grievances to protect every contract right that still stands.

> We do not choose between lobbying and litigating. We do both, every week, until the order falls.

Read the full plan in the [Letter to Delegates](/letter-to-delegates).`,
      categories: ['Campaign Updates', 'Advocacy'],
      tags: ['Executive Order', 'Collective Bargaining', 'Congress'],
      keywords: ['executive order', 'collective bargaining', 'two-front strategy'],
      publishedAt: daysAgo(2),
    },
    {
      slug: 'arbitration-wins-bring-back-pay-home',
      title: 'Arbitration Wins Bring $700,000 in Back Pay Home',
      excerpt: 'A look back at the cases our local won, and what they mean for members across the council.',
      content: `Over six years our local won **hundreds of arbitration cases** and more than **$700,000 in back pay**.

### What the wins covered

1. Overtime that was never paid.
2. Forty-five grade promotions that management denied.
3. Unfair discipline, reversed.

Every one of these started with a member who asked for help. *Ask early, and ask often.*`,
      categories: ['Legal Victories'],
      tags: ['Arbitration', 'Back Pay'],
      publishedAt: daysAgo(6),
    },
    {
      slug: 'from-650-to-1700-members',
      title: 'From 650 to 1,700 Members: How We Grew the Local',
      excerpt: 'Membership nearly tripled. The method was simple: show up, listen, and win.',
      content: `When Jordan Ellis became local president, we had **650 members**. Today we have **more than 1,700**.

We did it by:

- meeting every new employee in their first week;
- answering every call within a day;
- publishing our wins, so members could see the union working for them.

The same approach can grow the whole council.`,
      categories: ['Campaign Updates'],
      tags: ['Membership', 'Organizing'],
      publishedAt: daysAgo(11),
    },
    {
      slug: 'delegate-town-hall-recap',
      title: 'Delegate Town Hall Recap',
      excerpt:
        'Delegates from twelve locals joined our virtual town hall. Here is what they asked, and what we answered.',
      content: `Thank you to the delegates who joined us on Thursday evening.

| Question | Short answer |
|---|---|
| How will you protect official time? | In every negotiation, and in court. |
| Will dues go up? | No. We will publish the budget every quarter. |
| How can my local get training? | Regional steward training starts this spring. |

Watch the full recording on our [videos page](/videos).`,
      categories: ['Events'],
      tags: ['Town Hall', 'Delegates'],
      publishedAt: daysAgo(16),
    },
    {
      slug: 'financial-transparency-pledge',
      title: 'Our Financial Transparency Pledge',
      excerpt: 'Samuel Okafor explains how the council’s money will be tracked, reported and protected.',
      content: `Members deserve to know where every dollar goes. As Secretary-Treasurer, Samuel Okafor will:

- publish a plain-language budget every quarter;
- open the books to any delegate who asks;
- bring in an independent audit every year.

*Strength. Service. Solidarity.* starts with trust.`,
      categories: ['Campaign Updates'],
      tags: ['Transparency', 'Delegates'],
      publishedAt: daysAgo(23),
    },
    {
      slug: 'survival-plan-through-2028',
      title: 'A Survival Plan Through 2028',
      excerpt:
        'Draft: how the council keeps its staff, its contracts and its members through the next four years.',
      content: 'Draft notes for the survival plan: dues, official time, steward coverage, legal fund.',
      categories: ['Campaign Updates'],
      tags: ['Executive Order'],
      status: 'draft',
      publishedAt: null,
      createdAt: daysAgo(1),
    },
    {
      slug: 'convention-week-schedule',
      title: 'Convention Week Schedule',
      excerpt:
        'Where to find the Ellis team during convention week: receptions, caucuses and the candidates’ forum.',
      content: `## Monday\n\nWelcome reception, 6 p.m.\n\n## Tuesday\n\nCandidates' forum, 10 a.m.\n\n## Wednesday\n\nRegional caucuses.`,
      categories: ['Events'],
      tags: ['Delegates', 'Convention'],
      publishedAt: daysAgo(-7),
    },
  ];
}
