import { Link } from 'wouter';
import { buttonClass } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { AdminHead } from '@/features/admin/layout/admin-head';

export default function AdminNotFoundPage() {
  return (
    <Card>
      <AdminHead title="Page Not Found" />
      <CardBody className="py-12 text-center">
        <h1 className="text-3xl font-bold">Page Not Found</h1>
        <p className="mt-3 text-slate-700">There is no admin screen at this address.</p>
        <Link href="/admin/dashboard" className={buttonClass('primary', 'md', 'mt-6')}>
          Back to Dashboard
        </Link>
      </CardBody>
    </Card>
  );
}
