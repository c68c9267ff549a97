import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';

/** The loading, error and empty states every admin list shares. */
export function LoadingState({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="py-12 text-center text-slate-600">
      {children}
    </p>
  );
}

export function ErrorState({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  return (
    <Card className="border-red-200 bg-red-50">
      <CardBody className="flex flex-wrap items-center justify-between gap-4">
        <p role="alert" className="font-medium text-red-900">
          {children}
        </p>
        {onRetry && (
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try Again
          </Button>
        )}
      </CardBody>
    </Card>
  );
}

export function EmptyState({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Card>
      <CardBody className="py-12 text-center">
        <p className="text-lg font-semibold text-navy-900">{title}</p>
        {children && <p className="mt-2 text-slate-600">{children}</p>}
      </CardBody>
    </Card>
  );
}
