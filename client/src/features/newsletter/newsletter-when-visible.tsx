import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyWithQuery } from '@/lib/lazy-with-query';

// The footer's and Home's sign-up load their code only as they come near the screen: the home
// page's JavaScript budget (tests/unit/bundle-budget.test.ts) counts what loads before any scroll.
const NewsletterForm = lazyWithQuery(() =>
  import('./newsletter-form').then((m) => ({ default: m.NewsletterForm })),
);

/** A newsletter form that appears when its place is within a screen of the viewport. */
export function NewsletterWhenVisible({
  labelledBy,
  formId,
  label,
}: {
  labelledBy: string;
  formId: string;
  label?: string;
}) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = place.current;
    if (!el || typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    // The height of the form, held while it loads, so nothing below it moves.
    <div ref={place} className="min-h-[9.5rem]">
      {near && (
        <Suspense fallback={null}>
          <NewsletterForm labelledBy={labelledBy} formId={formId} label={label} />
        </Suspense>
      )}
    </div>
  );
}
