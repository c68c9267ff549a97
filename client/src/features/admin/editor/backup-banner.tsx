import { Button } from '@/components/ui/button';
import type { Backup } from './local-backup';

interface BackupBannerProps {
  backup: Pick<Backup, 'savedAt'>;
  /** "post" or "page". */
  what?: string;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers back unsaved work this browser kept, newer than the server's copy. */
export function BackupBanner({ backup, what = 'post', onRestore, onDiscard }: BackupBannerProps) {
  const when = new Date(backup.savedAt).toLocaleString();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-md border-2 border-gold-400 bg-gold-100 p-4"
    >
      <p className="flex-1 text-slate-800">
        This browser kept unsaved changes to this {what} from {when}, newer than the saved version.
      </p>
      <Button size="sm" onClick={onRestore}>
        Restore
      </Button>
      <Button size="sm" variant="outline" onClick={onDiscard}>
        Discard
      </Button>
    </div>
  );
}
