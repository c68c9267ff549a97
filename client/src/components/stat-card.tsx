import type { ComponentType, ReactNode, SVGProps } from 'react';

interface StatCardProps {
  value: ReactNode;
  label: string;
  detail?: string;
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
}

/** A headline figure with what it measures. */
export function StatCard({ value, label, detail, icon: Icon }: StatCardProps) {
  return (
    <div className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      {Icon && (
        <span className="mb-4 inline-flex size-11 items-center justify-center rounded-xl bg-gold-100 text-navy-900">
          <Icon className="size-6" />
        </span>
      )}
      <p className="text-4xl font-extrabold tracking-tight text-navy-900 tabular-nums">{value}</p>
      <p className="mt-2 font-bold text-navy-900">{label}</p>
      {detail && <p className="mt-1 text-sm leading-relaxed text-slate-600">{detail}</p>}
    </div>
  );
}
