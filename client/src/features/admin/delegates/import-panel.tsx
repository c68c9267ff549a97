import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { DelegateImportResult } from '@shared/delegates';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { ApiError } from '@/lib/api';
import { toast } from '@/hooks/use-toast';
import { refreshAfterAdminChange } from '../api/admin-fetch';
import { importDelegates } from './delegate-api';

function importRefusal(error: unknown): DelegateImportResult | string {
  if (error instanceof ApiError && error.status === 400) {
    try {
      const body = JSON.parse(error.body) as Partial<DelegateImportResult>;
      if (Array.isArray(body.errors) && typeof body.create === 'number') return body as DelegateImportResult;
    } catch {
      // Not the import's own answer: fall through to the message.
    }
  }
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : 'The import failed.';
}

function Preview({ result }: { result: DelegateImportResult }) {
  return (
    <div className="grid gap-3" aria-live="polite">
      <dl className="grid grid-cols-3 gap-3">
        {(
          [
            ['New', result.create],
            ['Updated', result.update],
            ['Unchanged', result.unchanged],
          ] as const
        ).map(([label, n]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-sm font-semibold text-slate-700">{label}</dt>
            <dd className="text-2xl font-bold text-navy-900">{n}</dd>
          </div>
        ))}
      </dl>
      {result.errors.length > 0 && (
        <div role="alert">
          <p className="font-semibold text-red-800">
            {result.errors.length} row{result.errors.length === 1 ? '' : 's'} to fix; nothing can be imported
            until the file is corrected:
          </p>
          <ul className="mt-1 max-h-48 list-disc overflow-auto pl-6 text-sm text-red-900">
            {result.errors.map((e) => (
              <li key={`${e.line}-${e.message}`}>
                Line {e.line}: {e.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/**
 * The union's delegate list from a CSV: first a dry run that shows what would change, then the
 * import itself on confirmation. Identity fields only; the campaign's own work is never touched.
 */
export function ImportPanel({ onClose }: { onClose: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<DelegateImportResult | null>(null);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  async function run(dryRun: boolean) {
    if (!file) return;
    setBusy(true);
    setProblem('');
    try {
      const result = await importDelegates(file, dryRun);
      if (dryRun) setPreview(result);
      else {
        toast({
          title: 'Delegates imported',
          description: `${result.create} new, ${result.update} updated, ${result.unchanged} unchanged.`,
        });
        await refreshAfterAdminChange(queryClient);
        onClose();
      }
    } catch (error) {
      const refusal = importRefusal(error);
      if (typeof refusal === 'string') setProblem(refusal);
      else setPreview(refusal);
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(true);
  }

  const canImport = preview && preview.errors.length === 0 && preview.create + preview.update > 0;
  return (
    <Card>
      <CardBody className="grid gap-4 p-4 sm:p-6">
        <h2 className="text-xl font-bold">Import delegates</h2>
        <p className="text-slate-700">
          A CSV with a header row: first_name, last_name, email, phone, local, region, kind. Rows match
          existing delegates by e-mail, else by name and local. Support, pledges, owners, tags and the contact
          log are never changed.
        </p>
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-file`} className="text-sm font-semibold text-navy-900">
              CSV file
            </label>
            <input
              id={`${id}-file`}
              type="file"
              accept=".csv,text/csv"
              className="text-sm file:mr-3 file:min-h-11 file:rounded-md file:border-2 file:border-navy-900 file:bg-white file:px-3 file:font-semibold"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setPreview(null);
                setProblem('');
              }}
            />
          </div>
          <Button type="submit" variant="outline" disabled={!file || busy}>
            Preview changes
          </Button>
        </form>
        {problem && (
          <p role="alert" className="font-medium text-red-800">
            {problem}
          </p>
        )}
        {preview && <Preview result={preview} />}
        <div className="flex flex-wrap gap-3">
          {canImport && (
            <Button disabled={busy} onClick={() => run(false)}>
              Import {preview.create + preview.update} rows
            </Button>
          )}
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}
