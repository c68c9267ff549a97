import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { siteSettingsSchema, type SiteSettings } from '@shared/site-content/settings';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { refreshAfterAdminChange } from '../api/admin-fetch';
import { sameValues } from '../editor/local-backup';
import { useLeaveGuard } from '../editor/use-leave-guard';
import { serverFieldErrors } from '../forms/server-errors';
import { ErrorState, LoadingState } from '../layout/list-states';
import { describeSchema, relabel } from '../schema-form/describe-schema';
import { SchemaForm } from '../schema-form/schema-form';
import { ErrorSummary } from '../site-pages/error-summary';
import { siteQueries, saveSettings } from './site-api';

// The footer shows this year (CONTRACT section 11): the stored year is no longer asked for.
const node = relabel(describeSchema(siteSettingsSchema.omit({ copyrightYear: true })), {
  donateUrl: 'Donate link',
  contactEmail: 'Contact e-mail',
  mediaEmail: 'Media e-mail',
  complianceEmail: 'Compliance e-mail',
  social: 'Social media links',
  'social.x': 'X',
  'social.linkedin': 'LinkedIn',
  videoChannelUrl: 'Video channel link',
  paidForBy: 'Paid for by',
  slogan: 'Slogan (header bar, footer, home page)',
  secondarySlogan: 'Second slogan',
  independenceStatement: 'Independence statement',
  postalAddress: 'Postal address (footer of every newsletter, as the bulk-mail rules ask)',
  announcement: 'Announcement bar',
  'announcement.enabled': 'Show the announcement bar above the header',
  'announcement.text': 'Announcement text',
  'announcement.url': 'Announcement link (optional)',
});

function Form({ stored }: { stored: SiteSettings }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(stored);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useLeaveGuard(!sameValues(values, stored));
  const save = useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      setErrors({});
      queryClient.setQueryData(siteQueries.settings().queryKey, saved);
      setValues(saved);
      toast({ title: 'Settings saved', description: 'Every page shows them now.' });
      void refreshAfterAdminChange(queryClient);
    },
    onError: (error) => {
      setErrors(Object.fromEntries(serverFieldErrors(error).map((e) => [e.path, e.message])));
      toast({ title: 'Save Failed', description: 'The settings were not saved.', variant: 'destructive' });
    },
  });
  return (
    <form
      noValidate
      aria-label="Site settings"
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(values);
      }}
    >
      <ErrorSummary errors={errors} idPrefix="site" />
      <SchemaForm
        node={node}
        value={values}
        onChange={(next) => setValues(next as SiteSettings)}
        errors={errors}
        idPrefix="site"
      />
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}

/** The campaign's links, addresses, "Paid for by" line and announcement bar. */
export function SettingsForm() {
  const settings = useQuery(siteQueries.settings());
  if (settings.isPending) return <LoadingState>Loading settings...</LoadingState>;
  if (settings.isError)
    return (
      <ErrorState onRetry={() => void settings.refetch()}>
        Failed to load the settings. Please try again.
      </ErrorState>
    );
  return <Form stored={settings.data} />;
}
