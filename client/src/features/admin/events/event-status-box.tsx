import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { AdminEvent } from '@shared/event-types';

type Status = AdminEvent['status'];

const LABEL: Record<Status, string> = { draft: 'Draft', published: 'Published', cancelled: 'Cancelled' };
const TONE = { draft: 'slate', published: 'green', cancelled: 'red' } as const;

/** What a visitor of the public site sees of the event in each status. */
export const PUBLIC_VIEW: Record<Status, string> = {
  draft: 'The public site does not show it: only staff can see a draft.',
  published: 'Anyone can see it on the Events page and RSVP.',
  cancelled: 'The public site shows it as cancelled, and no one can RSVP.',
};

interface EventStatusBoxProps {
  status: Status;
  /** Whether the event is already stored (a new one can only be saved as a draft or published). */
  stored: boolean;
  saving: boolean;
  onSave: (status: Status) => void;
}

/**
 * The event's status, what the public sees, and the actions that fit it (issue 35: "Draft" beside
 * a Publish button read as a contradiction). Each action saves the form with the status it names.
 */
export function EventStatusBox({ status, stored, saving, onSave }: EventStatusBoxProps) {
  const [confirmCancel, setConfirmCancel] = useState(false);
  const busy = saving ? 'Saving...' : undefined;
  return (
    <section
      aria-labelledby="event-status-heading"
      className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <h2 id="event-status-heading" className="flex flex-wrap items-center gap-2 font-semibold">
        Status: <Badge tone={TONE[status]}>{LABEL[status]}</Badge>
      </h2>
      <p className="text-sm text-slate-700">{PUBLIC_VIEW[status]}</p>
      <div className="flex flex-wrap gap-3">
        {status === 'draft' && (
          <>
            <Button type="submit" variant="outline" disabled={saving}>
              {busy ?? 'Save draft'}
            </Button>
            <Button type="button" disabled={saving} onClick={() => onSave('published')}>
              {busy ?? 'Publish'}
            </Button>
          </>
        )}
        {status === 'published' && (
          <>
            <Button type="submit" disabled={saving}>
              {busy ?? 'Save changes'}
            </Button>
            <Button type="button" variant="outline" disabled={saving} onClick={() => onSave('draft')}>
              Unpublish (move to draft)
            </Button>
            {stored && (
              <Button
                type="button"
                variant="destructive"
                disabled={saving}
                onClick={() => setConfirmCancel(true)}
              >
                Cancel event
              </Button>
            )}
          </>
        )}
        {status === 'cancelled' && (
          <>
            <Button type="submit" variant="outline" disabled={saving}>
              {busy ?? 'Save changes'}
            </Button>
            <Button type="button" disabled={saving} onClick={() => onSave('published')}>
              Publish again
            </Button>
          </>
        )}
      </div>
      <Dialog
        open={confirmCancel}
        onClose={() => setConfirmCancel(false)}
        title="Cancel this event?"
        description="Everyone who RSVPed or is on the waitlist is told by e-mail, and the public page shows it as cancelled."
      >
        <Button variant="outline" onClick={() => setConfirmCancel(false)}>
          Keep the event
        </Button>
        <Button
          variant="destructive"
          onClick={() => {
            setConfirmCancel(false);
            onSave('cancelled');
          }}
        >
          Cancel event
        </Button>
      </Dialog>
    </section>
  );
}
