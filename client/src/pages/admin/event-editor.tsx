import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useParams } from 'wouter';
import { refreshAfterAdminChange } from '@/features/admin/api/admin-fetch';
import { mailServerQuery } from '@/features/admin/email/email-queries';
import { EventForm } from '@/features/admin/events/event-form';
import { emptyValues, valuesOf } from '@/features/admin/events/event-form-values';
import { eventAdminQueries, saveEvent } from '@/features/admin/events/event-queries';
import { PageHeader } from '@/features/admin/layout/page-header';
import { ErrorState, LoadingState } from '@/features/admin/layout/list-states';
import { toast } from '@/hooks/use-toast';
import { DEFAULT_CAMPAIGN_TIME_ZONE } from '@shared/event-time';
import type { EventInput } from '@shared/schemas/events';

export default function AdminEventEditorPage() {
  const { slug } = useParams<{ slug?: string }>();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const existing = useQuery({ ...eventAdminQueries.detail(slug ?? ''), enabled: Boolean(slug) });
  // A new event starts in CAMPAIGN_TIME_ZONE, which only the server knows; the form waits for it so
  // that the picker never changes under the admin's hand. Should it fail, the contract's default.
  const campaign = useQuery({ ...mailServerQuery(), enabled: !slug });
  const save = useMutation({
    mutationFn: (body: EventInput) => saveEvent(slug, body),
    onSuccess: async (event) => {
      toast({ title: slug ? 'Event updated' : 'Event created', description: `"${event.title}" is saved.` });
      await refreshAfterAdminChange(queryClient);
      navigate('/admin/events');
    },
    onError: () =>
      toast({
        title: 'Save Failed',
        description: 'Check the highlighted fields and try again.',
        variant: 'destructive',
      }),
  });

  let body;
  if (slug && existing.isPending) body = <LoadingState>Loading event...</LoadingState>;
  else if (slug && existing.isError) body = <ErrorState>The requested event could not be found.</ErrorState>;
  else if (!slug && campaign.isPending) body = <LoadingState>Loading...</LoadingState>;
  else
    body = (
      <EventForm
        key={existing.data?.updatedAt ?? 'new'}
        initial={
          existing.data
            ? valuesOf(existing.data)
            : emptyValues(campaign.data?.timeZone ?? DEFAULT_CAMPAIGN_TIME_ZONE)
        }
        saving={save.isPending}
        stored={Boolean(slug)}
        onSave={(b) => save.mutateAsync(b)}
      />
    );
  return (
    <>
      <PageHeader
        title={slug ? 'Edit Event' : 'New Event'}
        backHref="/admin/events"
        backLabel="Back to Events"
      />
      {body}
    </>
  );
}
