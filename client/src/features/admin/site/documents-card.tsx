import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { formatLongDate } from '@/lib/format';
import { ErrorState, LoadingState } from '../layout/list-states';
import { UploadProgress } from '../media/upload-progress';
import { isAbort, uploadErrorMessage } from '../media/upload-media';
import { siteQueries, uploadDocument, type DocumentSlot, type SiteDocument } from './site-api';

const NAMES: Record<DocumentSlot, string> = {
  letter: 'Letter to delegates',
  materials: 'Campaign materials',
};
// CONTRACT section 13: at most 20 MB; said before a byte is sent.
const MAX_BYTES = 20 * 1024 * 1024;

// Under a megabyte in KB: "0.00 MB" said nothing about a 3 KB file (issue 35).
const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-US')} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function DocumentRow({ document }: { document: SiteDocument }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [fraction, setFraction] = useState<number | null>(null);
  const [file, setFile] = useState('');
  // The chosen file waits for a confirmation: a new PDF replaces the live one for every visitor.
  const [chosen, setChosen] = useState<File | null>(null);
  const name = NAMES[document.slot];

  async function send(chosen: File) {
    if (chosen.size > MAX_BYTES) {
      toast({
        title: 'Upload failed',
        description: 'The document is larger than 20 MB.',
        variant: 'destructive',
      });
      return;
    }
    setFile(chosen.name);
    setFraction(0);
    try {
      await uploadDocument(document.slot, chosen, { onProgress: setFraction });
      toast({ title: 'Document replaced', description: `${name}: the link serves the new PDF now.` });
      await queryClient.invalidateQueries({ queryKey: siteQueries.documents().queryKey });
    } catch (error) {
      if (!isAbort(error))
        toast({ title: 'Upload failed', description: uploadErrorMessage(error), variant: 'destructive' });
    } finally {
      setFraction(null);
    }
  }

  return (
    <li className="grid gap-2 border-b border-slate-200 pb-4 last:border-0 last:pb-0">
      <h3 className="font-bold">{name}</h3>
      <p className="text-sm text-slate-600">
        <a href={document.url} target="_blank" rel="noopener noreferrer" className="text-union-600 underline">
          {document.url}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>{' '}
        ·{' '}
        {document.bytes === null
          ? 'the original file'
          : `${size(document.bytes)}, uploaded ${formatLongDate(document.updatedAt)}`}
      </p>
      <div>
        <Button
          variant="outline"
          size="sm"
          disabled={fraction !== null}
          onClick={() => input.current?.click()}
        >
          Upload a new PDF<span className="sr-only"> for {name}</span>
        </Button>
        <input
          ref={input}
          type="file"
          accept="application/pdf,.pdf"
          hidden
          aria-label={`Upload a new PDF for ${name}`}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (chosen) setChosen(chosen);
          }}
        />
      </div>
      {chosen && (
        <div
          role="alertdialog"
          aria-labelledby={`${document.slot}-replace`}
          className="grid gap-3 rounded-lg border border-gold-300 bg-gold-100 p-4"
        >
          <p id={`${document.slot}-replace`} className="text-slate-900">
            Replace the live “{name}” with {chosen.name} ({size(chosen.size)})? Visitors get the new file at
            once.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              autoFocus
              onClick={() => {
                setChosen(null);
                void send(chosen);
              }}
            >
              Replace the PDF
            </Button>
            <Button size="sm" variant="outline" onClick={() => setChosen(null)}>
              Keep the current one
            </Button>
          </div>
        </div>
      )}
      {fraction !== null && <UploadProgress uploads={[{ name: file, fraction }]} />}
    </li>
  );
}

/** The letter and materials PDFs: replace one and its old link serves the new file at once. */
export function DocumentsCard() {
  const documents = useQuery(siteQueries.documents());
  if (documents.isPending) return <LoadingState>Loading documents...</LoadingState>;
  if (documents.isError)
    return <ErrorState onRetry={() => void documents.refetch()}>Failed to load the documents.</ErrorState>;
  return (
    <ul className="grid gap-4">
      {documents.data.map((document) => (
        <DocumentRow key={document.slot} document={document} />
      ))}
    </ul>
  );
}
