import type { ReactNode } from 'react';
import { Card, CardBody } from '@/components/ui/card';

/** One titled card of an admin page made of sections (settings, users): a heading, a line, the rest. */
export function PageSection({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Card className="h-full">
        <CardBody>
          <h2 id={id} className="text-xl font-bold">
            {title}
          </h2>
          <p className="mt-1 mb-6 text-sm text-slate-600">{text}</p>
          {children}
        </CardBody>
      </Card>
    </section>
  );
}
