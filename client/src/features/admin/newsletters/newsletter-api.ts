import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsletterStarted, NewsletterTestSent, NewsletterView } from '@shared/api-types';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { adminGet, adminRequest, refreshAfterAdminChange } from '../api/admin-fetch';

// Newsletters sent from posts (CONTRACT section 12): the calls, the queries and their polling.

/** How often a running send's figures are read again: the progress bar moves without a reload. */
export const PROGRESS_POLL_MS = 1000;

const newsletterUrl = (slug: string) => `/api/admin/posts/${encodeURIComponent(slug)}/newsletter`;

/** Staff's own words and time for a send (issue 35); empty means the post's title and excerpt. */
export interface NewsletterChoices {
  subject: string;
  previewText: string;
  /** A datetime-local value, or '' to send at once. */
  sendAt: string;
}

/** The request body's part of the choices: empty ones left out, the time as an instant. */
export const choicesBody = ({ subject, previewText, sendAt }: NewsletterChoices) => ({
  ...(subject.trim() && { subject: subject.trim() }),
  ...(previewText.trim() && { previewText: previewText.trim() }),
  ...(sendAt && { sendAt: new Date(sendAt).toISOString() }),
});

export interface NewsletterPreview {
  subject: string;
  previewText: string;
  html: string;
}

export const previewQuery = (slug: string, words: { subject?: string; previewText?: string }) =>
  queryOptions({
    queryKey: ['admin', 'newsletters', 'preview', slug, words],
    queryFn: () =>
      adminGet<NewsletterPreview>(
        `${newsletterUrl(slug)}/preview?${new URLSearchParams(words as Record<string, string>)}`,
      ),
    placeholderData: (previous) => previous,
  });

export const isRunning = (n: Pick<NewsletterView, 'status'> | null | undefined) =>
  n?.status === 'sending' || n?.status === 'scheduled';

export const newsletterQueries = {
  detail: (id: string) =>
    queryOptions({
      queryKey: ['admin', 'newsletters', 'detail', id],
      queryFn: () => adminGet<NewsletterView>(`/api/admin/newsletters/${encodeURIComponent(id)}`),
      refetchInterval: (query) => (isRunning(query.state.data) ? PROGRESS_POLL_MS : false),
    }),
  list: (page: number, limit: number) =>
    queryOptions({
      queryKey: ['admin', 'newsletters', 'list', page],
      queryFn: async () => {
        const res = await adminRequest(
          'GET',
          `/api/admin/newsletters?limit=${limit}&offset=${(page - 1) * limit}`,
        );
        return {
          rows: (await res.json()) as NewsletterView[],
          total: Number(res.headers.get('X-Total-Count') ?? 0),
        };
      },
      refetchInterval: (query) => (query.state.data?.rows.some(isRunning) ? PROGRESS_POLL_MS : false),
    }),
};

/** The server's own sentence for a refusal (a 400 or 409), else a general one. */
const refusalMessage = (error: unknown, fallback: string) =>
  (error instanceof ApiError && error.serverMessage) || fallback;

export function useSendTest(slug: string) {
  return useMutation({
    mutationFn: async (choices: NewsletterChoices) => {
      const { sendAt: _, ...words } = choicesBody(choices);
      const res = await adminRequest('POST', newsletterUrl(slug), { test: true, ...words });
      return (await res.json()) as NewsletterTestSent;
    },
    onSuccess: ({ to }) =>
      toast({ title: 'Test sent', description: `The newsletter is on its way to ${to}.` }),
    onError: (error) =>
      toast({
        title: 'Test not sent',
        description: refusalMessage(error, 'The test could not be sent. Please try again.'),
        variant: 'destructive',
      }),
  });
}

export function useStartNewsletter(slug: string, onStarted: (started: NewsletterStarted) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (choices: NewsletterChoices) =>
      (await (
        await adminRequest('POST', newsletterUrl(slug), choicesBody(choices))
      ).json()) as NewsletterStarted,
    onSuccess: (started) => {
      onStarted(started);
      return refreshAfterAdminChange(queryClient);
    },
    onError: (error) =>
      toast({
        title: 'Newsletter not sent',
        description: refusalMessage(error, 'The newsletter could not be sent. Please try again.'),
        variant: 'destructive',
      }),
  });
}

export function useCancelNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest('POST', `/api/admin/newsletters/${encodeURIComponent(id)}/cancel`, {}),
    onSuccess: () => {
      toast({ title: 'Newsletter cancelled', description: 'Nobody not yet sent to will get it.' });
      return refreshAfterAdminChange(queryClient);
    },
    onError: (error) =>
      toast({
        title: 'Not cancelled',
        description: refusalMessage(error, 'The newsletter could not be cancelled. Please try again.'),
        variant: 'destructive',
      }),
  });
}
