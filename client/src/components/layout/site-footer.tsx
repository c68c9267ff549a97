import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Shield } from '@/components/icons';
import { ExternalLink } from '@/components/external-link';
import { useSite } from '@/lib/site-data';
import { SITE_NAME } from '@shared/site-identity';
import { BackToTop } from './back-to-top';
import { BrandMark } from './brand';

interface FooterLink {
  href: string;
  label: string;
}

const columns: { heading: string; links: FooterLink[] }[] = [
  {
    heading: 'Campaign',
    links: [
      { href: '/updates', label: 'Campaign Updates' },
      { href: '/about', label: 'About the Team' },
      { href: '/vision', label: 'Our Vision' },
      { href: '/letter-to-delegates', label: 'Letter to Delegates' },
      { href: '/videos', label: 'Videos' },
    ],
  },
  {
    heading: 'Take Action',
    links: [
      { href: '/get-involved', label: 'Volunteer' },
      { href: '/endorsements', label: 'Endorsements' },
      { href: '/donate', label: 'Donate' },
      { href: '/contact', label: 'Contact' },
    ],
  },
];

const linkClass = 'text-slate-300 underline-offset-4 hover:text-white hover:underline';

/** `signup` is the newsletter form, handed in by the app (components know no feature). */
export function SiteFooter({ signup }: { signup?: ReactNode }) {
  const { settings } = useSite();
  const socials = [
    { href: settings.social.facebook, label: 'Facebook' },
    { href: settings.social.x, label: 'X' },
    { href: settings.social.linkedin, label: 'LinkedIn' },
  ];
  return (
    <footer className="bg-navy-950 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 lg:px-8">
        <section
          aria-labelledby="footer-newsletter-heading"
          className="grid gap-4 rounded-2xl bg-white p-6 text-slate-900 md:grid-cols-[1fr_1.2fr] md:items-center md:p-8"
        >
          <div>
            <h2 id="footer-newsletter-heading" className="text-2xl font-extrabold">
              Get campaign updates by e-mail
            </h2>
            <p className="mt-2 text-slate-700">News, events and action alerts. Unsubscribe at any time.</p>
          </div>
          {signup}
        </section>
      </div>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr] lg:px-8">
        <div className="max-w-sm">
          <p className="flex items-center gap-2.5">
            <BrandMark />
            <span className="text-lg font-extrabold text-white">{SITE_NAME}</span>
          </p>
          <p className="mt-4 font-semibold text-gold-300">{settings.slogan}</p>
          <p className="mt-1 text-sm text-slate-400">{settings.secondarySlogan}</p>
          <ul className="mt-6 flex flex-wrap gap-2" aria-label="Social media">
            {socials.map((social) => (
              <li key={social.label}>
                <ExternalLink
                  href={social.href}
                  className="inline-flex h-9 items-center rounded-full border border-white/20 px-3.5 text-sm font-medium text-white hover:border-gold-300 hover:text-gold-300"
                >
                  {social.label}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
        {columns.map((column) => (
          <nav key={column.heading} aria-label={`Footer: ${column.heading}`}>
            <h2 className="text-sm font-bold tracking-[0.14em] text-white uppercase">{column.heading}</h2>
            <ul className="mt-4 grid gap-2.5">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label="Footer: Legal">
          <h2 className="text-sm font-bold tracking-[0.14em] text-white uppercase">Legal</h2>
          <ul className="mt-4 grid gap-2.5">
            <li>
              <Link href="/compliance" className={linkClass}>
                Compliance
              </Link>
            </li>
            <li>
              {/* A server-rendered XML file, not a client route: a plain anchor, in a new tab (SPEC). */}
              <a href="/sitemap.xml" target="_blank" rel="noopener" className={linkClass}>
                Sitemap
              </a>
            </li>
            <li>
              <a href={`mailto:${settings.contactEmail}`} className={linkClass}>
                {settings.contactEmail}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto grid max-w-7xl gap-4 px-4 py-8 sm:px-6 lg:px-8">
          <p className="flex items-start gap-3 rounded-lg border border-white/10 bg-white/5 p-4 text-sm text-slate-200">
            <Shield className="mt-0.5 size-5 shrink-0 text-gold-300" />
            {settings.independenceStatement}
          </p>
          <div className="flex flex-col gap-1 text-sm text-slate-400 sm:flex-row sm:justify-between">
            <p>
              {/* This year, not the year the texts were written (CONTRACT section 11). */}©{' '}
              {new Date().getFullYear()} {SITE_NAME}. All rights reserved.
            </p>
            <div className="flex flex-col gap-1 sm:items-end">
              <p>{settings.paidForBy}</p>
              <ul className="flex gap-4" aria-label="Privacy and accessibility">
                <li>
                  <Link href="/privacy" className={linkClass}>
                    Privacy
                  </Link>
                </li>
                <li>
                  <Link href="/accessibility" className={linkClass}>
                    Accessibility
                  </Link>
                </li>
              </ul>
            </div>
          </div>
        </div>
      </div>
      {/* Fixed to the viewport; it sits in the footer only so that it belongs to a landmark. */}
      <BackToTop />
    </footer>
  );
}
