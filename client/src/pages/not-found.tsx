import { Link, useLocation } from 'wouter';
import { ArrowRight } from '@/components/icons';
import { Seo } from '@/components/seo';
import { bigButtonClass } from '@/components/ui/big-button';
import { notFoundMeta } from '@shared/fixed-routes';

export default function NotFoundPage() {
  const [location] = useLocation();
  return (
    <>
      <Seo {...notFoundMeta} />
      <section className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center justify-center px-4 py-20 text-center">
        <p className="text-7xl font-extrabold text-gold-400 tabular-nums sm:text-8xl">404</p>
        <h1 className="mt-4 text-4xl font-extrabold sm:text-5xl">Page Not Found</h1>
        <p className="mt-4 text-lg text-slate-600">
          We couldn’t find{' '}
          <code className="rounded bg-slate-100 px-1.5 py-0.5 text-base break-all">{location}</code>. It may
          have moved, or the address may be mistyped.
        </p>
        <p className="mt-6 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-3 text-sm text-slate-600">
          Did you forget to add the page to the router?
        </p>
        <Link href="/" className={bigButtonClass('primary', 'mt-8')}>
          Back to Home
          <ArrowRight className="size-5" />
        </Link>
      </section>
    </>
  );
}
