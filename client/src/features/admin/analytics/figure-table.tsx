import type { ReactNode } from 'react';
import { Card, CardBody } from '@/components/ui/card';

export interface FigureColumn<T> {
  label: string;
  value: (row: T) => ReactNode;
  /** Numbers align right. */
  numeric?: boolean;
}

/** One of the report's lists (pages, sources, campaigns, recruiters) as a captioned table in a card. */
export function FigureTable<T>({
  title,
  rows,
  columns,
  rowKey,
  empty,
}: {
  title: string;
  rows: T[];
  columns: FigureColumn<T>[];
  rowKey: (row: T) => string;
  empty: string;
}) {
  return (
    <Card>
      <CardBody>
        {rows.length === 0 ? (
          <>
            <h2 className="text-lg font-bold">{title}</h2>
            <p className="mt-2 text-sm text-slate-700">{empty}</p>
          </>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="mb-2 text-left text-lg font-bold text-slate-900">{title}</caption>
              <thead>
                <tr className="border-b border-slate-200">
                  {columns.map((c) => (
                    <th key={c.label} scope="col" className={`py-2 pr-3 ${c.numeric ? 'text-right' : ''}`}>
                      {c.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={rowKey(row)} className="border-b border-slate-100 last:border-0">
                    {columns.map((c, i) =>
                      i === 0 ? (
                        <th key={c.label} scope="row" className="py-2 pr-3 font-medium break-all">
                          {c.value(row)}
                        </th>
                      ) : (
                        <td
                          key={c.label}
                          className={`py-2 pr-3 ${c.numeric ? 'text-right tabular-nums' : ''}`}
                        >
                          {c.value(row)}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardBody>
    </Card>
  );
}
