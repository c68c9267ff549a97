import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { ApprovedTestimonial } from '@shared/api-types';
import { approvedTestimonialsQuery } from './api';

function StoryCard({ story }: { story: ApprovedTestimonial }) {
  const role = [story.title, story.organization].filter(Boolean).join(', ');
  return (
    <Card className="h-full">
      <figure className="flex h-full flex-col gap-4 p-6">
        <blockquote className="flex-1 text-slate-700">
          <p className="whitespace-pre-line">{story.content}</p>
        </blockquote>
        <figcaption className="border-t border-slate-100 pt-4">
          <span className="block font-bold text-navy-900">{story.name}</span>
          {role && <span className="block text-sm text-slate-600">{role}</span>}
        </figcaption>
      </figure>
    </Card>
  );
}

/** Stories members shared on /get-involved, once approved (CONTRACT section 3). */
export function MemberStories() {
  const { data, isPending, isError, refetch } = useQuery(approvedTestimonialsQuery());
  if (isPending) {
    return (
      <div className="grid gap-6 md:grid-cols-2" aria-busy="true">
        <p className="sr-only">Loading member stories</p>
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-4">
        <p className="text-slate-700">Failed to load member stories.</p>
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  if (data.length === 0) {
    return (
      <p className="text-slate-700">
        No member stories yet.{' '}
        <Link href="/get-involved" className="font-semibold text-union-600 underline underline-offset-2">
          Share your story
        </Link>
      </p>
    );
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {data.map((story) => (
        <li key={story.id}>
          <StoryCard story={story} />
        </li>
      ))}
    </ul>
  );
}
