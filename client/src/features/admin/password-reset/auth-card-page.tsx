import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Card, CardBody } from '@/components/ui/card';
import { AdminHead } from '../layout/admin-head';

/** The signed-out screens' frame (login, forgot and reset password): one card in the middle. */
export function AuthCardPage({
  title,
  heading,
  intro,
  children,
}: {
  title: string;
  heading: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <AdminHead title={title} />
      <div className="w-full max-w-md">
        <Card>
          <CardBody className="p-8">
            <h1 className="text-center text-2xl font-bold">{heading}</h1>
            <p className="mt-2 mb-6 text-center text-slate-600">{intro}</p>
            {children}
          </CardBody>
        </Card>
        <p className="mt-6 text-center">
          <Link
            href="/admin/login"
            className="text-sm font-semibold text-union-600 hover:text-navy-900 hover:underline"
          >
            <span aria-hidden="true">← </span>Back to sign in
          </Link>
        </p>
      </div>
    </main>
  );
}
