import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

interface IdleWarningDialogProps {
  open: boolean;
  onStay: () => void;
}

/**
 * CONTRACT section 10: a minute before an idle sign-out, the admin area says so. An alert dialog
 * (announced at once, focus on its one action); Escape also counts as "stay", since it is an action.
 */
export function IdleWarningDialog({ open, onStay }: IdleWarningDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onStay}
      role="alertdialog"
      title="You will be signed out in 1 minute"
      description="For security, the admin area signs out after 30 minutes without activity. Stay signed in to keep working."
    >
      <Button autoFocus onClick={onStay}>
        Stay signed in
      </Button>
    </Dialog>
  );
}
