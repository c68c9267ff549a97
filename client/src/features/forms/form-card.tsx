import type { ReactNode } from 'react';
import { Card, CardBody } from '@/components/ui/card';

/** A form's card: its heading (which also names the form) and a short intro above the fields. */
export function FormCard({
  headingId,
  title,
  intro,
  children,
}: {
  headingId: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="shadow-md">
      <CardBody className="sm:p-8">
        <h2 id={headingId} className="text-2xl font-extrabold sm:text-3xl">
          {title}
        </h2>
        {intro && <p className="mt-2 text-slate-600">{intro}</p>}
        <div className="mt-6">{children}</div>
      </CardBody>
    </Card>
  );
}
