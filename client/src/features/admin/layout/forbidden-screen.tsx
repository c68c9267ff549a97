import { Link } from 'wouter';
import { FORBIDDEN_MESSAGE } from '@shared/roles';
import { buttonClass } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { AdminHead } from './admin-head';

/** A screen the signed-in role may not open, reached by a link or a typed address (CONTRACT section 16). */
export function ForbiddenScreen() {
  return (
    <Card>
      <AdminHead title="Not allowed" />
      <CardBody className="py-12 text-center">
        <h1 className="text-3xl font-bold">Not allowed</h1>
        <p className="mt-3 text-slate-700">{FORBIDDEN_MESSAGE}</p>
        <Link href="/admin/dashboard" className={buttonClass('primary', 'md', 'mt-6')}>
          Back to Dashboard
        </Link>
      </CardBody>
    </Card>
  );
}
