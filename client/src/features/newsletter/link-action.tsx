import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Helmet } from 'react-helmet-async';
import { useParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { ApiError, apiRequest } from '@/lib/api';
import { fullTitle } from '@shared/site-identity';

export interface LinkActionTexts {
  title: string;
  description: string;
  intro: string;
  button: string;
  pendingButton: string;
  done: string;
  failed: string;
  /** The heading once done, when the question the page asked no longer fits ("You're subscribed"). */
  doneTitle?: string;
}

type State = { step: 'ready' | 'sending' | 'done' } | { step: 'failed'; message: string };

/**
 * A page behind a link in a subscriber's inbox: one button that does what the link is for. The
 * server's GET changes nothing (mail scanners fetch links); the button posts the link's token.
 * With `auto`, the page presses it once as it opens, so the e-mail's "one click" is one click
 * (issue 35); the button stays for a retry. `next` follows the done line: what to do now.
 */
export function LinkAction({
  endpoint,
  texts,
  auto = false,
  next,
}: {
  endpoint: string;
  texts: LinkActionTexts;
  auto?: boolean;
  next?: ReactNode;
}) {
  const { token = '' } = useParams<{ token: string }>();
  const [state, setState] = useState<State>({ step: auto ? 'sending' : 'ready' });
  const started = useRef(false);

  const act = async () => {
    setState({ step: 'sending' });
    try {
      await apiRequest('POST', endpoint, { token });
      setState({ step: 'done' });
    } catch (err) {
      setState({ step: 'failed', message: (err instanceof ApiError && err.serverMessage) || texts.failed });
    }
  };

  useEffect(() => {
    if (!auto || started.current) return;
    started.current = true;
    void act();
    // Once, on opening: `act` is the same function for the page's life in what it does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auto]);

  const done = state.step === 'done';
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col justify-center px-4 py-16">
      <Helmet>
        <title>{fullTitle(texts.title)}</title>
        <meta name="description" content={texts.description} />
        <meta name="robots" content="noindex" />
      </Helmet>
      <h1 className="text-3xl font-extrabold sm:text-4xl">
        {done ? (texts.doneTitle ?? texts.title) : texts.title}
      </h1>
      {done ? (
        <>
          <p role="status" className="mt-6 text-lg text-slate-700">
            {texts.done}
          </p>
          {next}
        </>
      ) : (
        <>
          <p className="mt-4 text-lg text-slate-700">{texts.intro}</p>
          <Button className="mt-8 self-start" size="lg" onClick={act} disabled={state.step === 'sending'}>
            {state.step === 'sending' ? texts.pendingButton : texts.button}
          </Button>
          {state.step === 'failed' && (
            <p role="alert" className="mt-6 font-semibold text-red-800">
              {state.message}
            </p>
          )}
        </>
      )}
    </section>
  );
}
