import { HELP_TYPES } from '@shared/constants';
import type { AdminVolunteer } from '@shared/api-types';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody } from '@/components/ui/card';
import { formatLongDate } from '@/lib/format';
import { SignupOrigin } from '../analytics/signup-origin';

const helpLabel = (value: string) => HELP_TYPES.find((h) => h.value === value)?.label ?? value;

export function VolunteerCard({ volunteer: v }: { volunteer: AdminVolunteer }) {
  return (
    <Card className="h-full">
      <CardBody className="flex h-full flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="text-lg font-bold">
            {v.firstName} {v.lastName}
          </h2>
          <Badge>{helpLabel(v.helpType)}</Badge>
        </div>
        <p className="text-sm break-all">
          <a href={`mailto:${v.email}`} className="font-medium text-union-600 hover:underline">
            {v.email}
          </a>
        </p>
        {v.phone && (
          <p className="text-sm">
            <a href={`tel:${v.phone}`} className="text-slate-700 hover:underline">
              {v.phone}
            </a>
          </p>
        )}
        <SignupOrigin source={v.source} recruitedBy={v.recruitedBy} />
        <p className="mt-auto text-sm text-slate-600">
          Signed up <time dateTime={v.createdAt}>{formatLongDate(v.createdAt)}</time>
        </p>
      </CardBody>
    </Card>
  );
}
