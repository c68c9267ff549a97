import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { AdminStats } from '@shared/api-types';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody } from '@/components/ui/card';
import { mayOpenScreen } from '@/features/admin-nav/screen-permissions';
import { useStoredAdmin } from '../auth/admin-store';

interface NavCard {
  href: string;
  title: string;
  text: string;
  /** The card's figures, for the screens that have some. */
  status?: (stats: AdminStats) => ReactNode;
}

const pending = (count: number) =>
  count > 0 ? <Badge tone="gold">{count} Pending</Badge> : <Badge tone="green">Up to date</Badge>;
const total = (count: number, noun: string) => (
  <Badge tone="slate">
    {count.toLocaleString('en-US')} {noun}
  </Badge>
);

const CARDS: NavCard[] = [
  {
    href: '/admin/volunteers',
    title: 'Volunteers',
    text: 'See who joined the team and how they want to help.',
    status: (s) => total(s.volunteers, 'total'),
  },
  {
    href: '/admin/testimonials',
    title: 'Testimonials',
    text: 'Review member stories before they are shared.',
    status: (s) => pending(s.testimonials),
  },
  {
    href: '/admin/endorsements',
    title: 'Endorsements',
    text: 'Approve or reject endorsements for the public page.',
    status: (s) => pending(s.endorsements),
  },
  {
    href: '/admin/contacts',
    title: 'Contact Messages',
    text: 'Read messages sent through the contact form.',
    status: (s) => total(s.contacts, 'total messages'),
  },
  {
    href: '/admin/newsletter',
    title: 'Newsletter Subscribers',
    text: 'See and export everyone who signed up for updates.',
    status: (s) => (
      <>
        {total(s.confirmedSubscribers, 'confirmed')} {total(s.newsletters, 'total subscribers')}
      </>
    ),
  },
  {
    href: '/admin/blog',
    title: 'Blog Posts',
    text: 'Write, publish and manage campaign updates.',
  },
  {
    href: '/admin/events',
    title: 'Events',
    text: 'Create events, see who RSVPed, check people in and export the list.',
  },
  {
    href: '/admin/media',
    title: 'Media Library',
    text: 'Upload photos, describe them with alt text, and see where each is used.',
  },
  {
    href: '/admin/outbox',
    title: 'Outbox',
    text: 'Every e-mail the site sends, its content, and why one failed.',
  },
  {
    href: '/admin/audit',
    title: 'Audit Trail',
    text: 'See who changed what, and when.',
  },
  {
    href: '/admin/users',
    title: 'Users',
    text: 'Invite staff, choose their roles and end their access.',
  },
  {
    href: '/admin/settings',
    title: 'Settings',
    text: 'Change your password, set up two-factor sign-in and choose your e-mail alerts.',
  },
];

/** A card for each screen the signed-in role may open (screen-permissions.ts). */
export function NavCards({ stats }: { stats: AdminStats | undefined }) {
  const role = useStoredAdmin()?.role;
  const cards = CARDS.filter((card) => mayOpenScreen(role, card.href));
  return (
    <section aria-labelledby="manage-heading">
      <h2 id="manage-heading" className="text-xl font-bold">
        Manage
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.href}>
            <Link
              href={card.href}
              className="group block h-full rounded-xl focus-visible:outline-3 focus-visible:outline-union-500"
            >
              <Card className="h-full transition-shadow group-hover:border-union-500 group-hover:shadow-md">
                <CardBody className="flex h-full flex-col gap-2">
                  <h3 className="text-lg font-bold group-hover:text-union-600">{card.title}</h3>
                  <p className="text-sm text-slate-600">{card.text}</p>
                  {card.status && (
                    <div className="mt-auto pt-1">
                      {stats ? (
                        card.status(stats)
                      ) : (
                        // A badge's room while the figures load, so that no card grows under a tap.
                        <span aria-hidden="true" className="invisible">
                          <Badge tone="slate">0</Badge>
                        </span>
                      )}
                    </div>
                  )}
                </CardBody>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
