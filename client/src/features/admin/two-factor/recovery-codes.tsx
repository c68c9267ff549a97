import { useState } from 'react';
import { Button } from '@/components/ui/button';

const FILE_NAME = 'campaign-admin-recovery-codes.txt';

/**
 * The ten recovery codes, shown this once (the server keeps only their hashes): copy them or save
 * them as a file, each usable once in place of an app code.
 */
export function RecoveryCodes({
  codes,
  onDone,
  doneLabel,
  heading: Heading,
}: {
  codes: string[];
  onDone: () => void;
  doneLabel: string;
  /** The heading's level under the screen's own headings. */
  heading: 'h2' | 'h3';
}) {
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const text = `${codes.join('\n')}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = FILE_NAME;
    link.click();
    // After the click has handed the file to the browser.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  return (
    <section aria-labelledby="recovery-codes-heading" className="grid gap-4">
      <Heading id="recovery-codes-heading" className="text-lg font-bold text-navy-900">
        Your recovery codes
      </Heading>
      <p className="text-sm text-slate-700">
        Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-lg bg-slate-100 p-4 font-mono text-base tracking-wider text-navy-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button variant="outline" size="sm" onClick={download}>
          Download codes
        </Button>
        <Button size="sm" onClick={onDone}>
          {doneLabel}
        </Button>
      </div>
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {copied === 'copied' && 'The codes are copied.'}
        {copied === 'failed' && 'The codes could not be copied: select them or download them instead.'}
      </p>
    </section>
  );
}
