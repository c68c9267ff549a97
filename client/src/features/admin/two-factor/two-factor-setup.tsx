import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TwoFactorEnabled, TwoFactorSetup as SetupAnswer } from '@shared/two-factor';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { adminRequest } from '../api/admin-fetch';
import { clearTwoFactorSetupRequired } from '../auth/refusals';
import { CodeAndPasswordForm } from './code-and-password-form';
import { RecoveryCodes } from './recovery-codes';

/** The secret in groups of four, as authenticator apps show a key typed by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * The server's QR code, drawn as an image: SVG markup inside an <img> runs no script and reaches
 * nothing on the page, whatever it holds.
 */
function QrCode({ svg }: { svg: string }) {
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt="QR code for your authenticator app"
      width={200}
      height={200}
      className="rounded-lg border border-slate-200 bg-white p-2"
    />
  );
}

interface TwoFactorSetupProps {
  /** What the button under the recovery codes says, and where it goes. */
  doneLabel: string;
  onDone: () => void;
  /** The level of the recovery codes' heading: h2 on a screen of its own, h3 inside a card. */
  heading: 'h2' | 'h3';
}

/**
 * Two-factor set-up (CONTRACT section 16): a new secret as a QR code and as text, a code from the
 * app and the password to turn it on, then the ten recovery codes, shown once.
 */
export function TwoFactorSetup({ doneLabel, onDone, heading }: TwoFactorSetupProps) {
  const queryClient = useQueryClient();
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = useMutation({
    mutationFn: async () =>
      (await (await adminRequest('POST', '/api/admin/account/two-factor/setup')).json()) as SetupAnswer,
  });

  // The status is read again only once the codes are put away: the card would otherwise swap this
  // step for "two-factor is on" while the codes are still to be saved.
  const finish = () => {
    void queryClient.invalidateQueries({ queryKey: ['admin', 'account', 'two-factor'] });
    onDone();
  };
  if (codes) return <RecoveryCodes codes={codes} doneLabel={doneLabel} onDone={finish} heading={heading} />;
  if (!start.data) {
    return (
      <div className="grid gap-3">
        <Button className="justify-self-start" disabled={start.isPending} onClick={() => start.mutate()}>
          {start.isPending ? 'Preparing...' : 'Set up two-factor sign-in'}
        </Button>
        {start.isError && (
          <p role="alert" className="text-sm font-medium text-red-700">
            The set-up could not start. Please try again.
          </p>
        )}
      </div>
    );
  }

  const { qrSvg, secret } = start.data;
  return (
    <ol className="grid list-decimal gap-6 pl-5 marker:font-bold">
      <li className="grid gap-3">
        <p>Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy...).</p>
        <QrCode svg={qrSvg} />
        <p className="text-sm text-slate-700">
          Cannot scan it? Enter this key in the app instead:{' '}
          <code className="font-mono font-semibold break-all text-navy-900">{grouped(secret)}</code>
        </p>
      </li>
      <li className="grid gap-3">
        <p>Enter the code the app shows, and your password, to turn it on.</p>
        <CodeAndPasswordForm<TwoFactorEnabled>
          id="two-factor-enable"
          url="/api/admin/account/two-factor/enable"
          submitLabel="Turn on two-factor sign-in"
          pendingLabel="Turning on..."
          onSuccess={({ recoveryCodes }) => {
            clearTwoFactorSetupRequired();
            toast({ title: 'Two-factor sign-in is on', description: 'Save your recovery codes now.' });
            setCodes(recoveryCodes);
          }}
        />
      </li>
    </ol>
  );
}
