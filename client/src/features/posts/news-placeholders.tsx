import { Card, CardBody } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { HOME_LATEST_POSTS } from '@shared/constants';

/** Three placeholder cards, the size of the real ones, so nothing shifts when posts arrive. */
export function NewsPlaceholders() {
  return (
    <div className="grid gap-6 md:grid-cols-3" aria-busy="true">
      <p className="sr-only">Loading latest updates</p>
      {Array.from({ length: HOME_LATEST_POSTS }, (_, i) => (
        <Card key={i} className="overflow-hidden">
          <Skeleton className="aspect-[16/9] w-full rounded-none" />
          <CardBody className="grid gap-3">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-6 w-4/5" />
            <Skeleton className="h-16 w-full" />
          </CardBody>
        </Card>
      ))}
    </div>
  );
}
