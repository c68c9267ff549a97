import { Suspense } from 'react';
import { Section } from '@/components/section';
import { lazyWithQuery } from '@/lib/lazy-with-query';
import { NewsPlaceholders } from './news-placeholders';

// The home page's three newest posts. The section and its placeholders are in the landing bundle;
// the part that fetches (with React Query) arrives just after the first paint.
const LatestNewsBody = lazyWithQuery(() => import('./latest-news-body'));

export function LatestNews() {
  return (
    <Section
      eyebrow="From the campaign trail"
      title="Latest News"
      tone="muted"
      align="center"
      intro="Statements, victories and news from the campaign."
    >
      <Suspense fallback={<NewsPlaceholders />}>
        <LatestNewsBody />
      </Suspense>
    </Section>
  );
}
