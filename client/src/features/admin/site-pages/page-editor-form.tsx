import { useMemo, useState, type ComponentType } from 'react';
import { pageHeadSchema, type AdminPage } from '@shared/site-content/pages';
import { Button } from '@/components/ui/button';
import { BackupBanner } from '../editor/backup-banner';
import { SaveStatus } from '../editor/save-status';
import { describeSchema } from '../schema-form/describe-schema';
import { SchemaForm } from '../schema-form/schema-form';
import { ErrorSummary } from './error-summary';
import { PageConflictDialog } from './page-conflict-dialog';
import { PageLivePreview } from './page-live-preview';
import { PagePreview } from './page-preview';
import { PreviewToggle } from './preview-toggle';
import { PageRevisions } from './page-revisions';
import { usePageEditor, type PageValues } from './use-page-editor';

const headNode = describeSchema(pageHeadSchema);
const ID_PREFIX = 'page';
const FORM_ID = 'page-editor-form';
const HEAD = ['head'];
const CONTENT = ['content'];

/**
 * One page's editor: its head tags and its texts in a form generated from the page's schema, Save
 * (the page is live at once), the unsaved form kept in this browser, revisions and the 409 screen.
 */
export function PageEditorForm({ page: initialPage, Page }: { page: AdminPage; Page?: ComponentType }) {
  const editor = usePageEditor(initialPage);
  const [previewing, setPreviewing] = useState(false);
  const { values, setValues, page } = editor;
  const setHead = useMemo(
    () => (head: unknown) => setValues({ ...values, head: head as PageValues['head'] }),
    [values, setValues],
  );
  const setContent = useMemo(
    () => (content: unknown) => setValues({ ...values, content }),
    [values, setValues],
  );

  return (
    <div className="grid items-start gap-8 xl:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="grid min-w-0 gap-6">
        {Page && <PreviewToggle previewing={previewing} onChange={setPreviewing} />}
        <ErrorSummary errors={editor.errors} idPrefix={ID_PREFIX} />
        <form
          id={FORM_ID}
          hidden={previewing}
          noValidate
          aria-label={`Edit ${page.head.title}`}
          onSubmit={(event) => {
            event.preventDefault();
            editor.save();
          }}
          className="grid gap-6"
        >
          {editor.backupOffer && (
            <BackupBanner
              what="page"
              backup={editor.backupOffer}
              onRestore={editor.restoreBackup}
              onDiscard={editor.discardBackup}
            />
          )}
          <section
            aria-labelledby="page-head-heading"
            className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4"
          >
            <h2 id="page-head-heading" className="text-lg font-bold">
              Search and sharing
            </h2>
            <p className="-mt-2 text-sm text-slate-600">
              The page's title and description in search results, browser tabs and shared links.
            </p>
            <SchemaForm
              node={headNode}
              value={values.head}
              onChange={setHead}
              errors={editor.errors}
              idPrefix={`${ID_PREFIX}-head`}
              errorBase={HEAD}
            />
          </section>
          <section
            aria-labelledby="page-texts-heading"
            className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4"
          >
            <h2 id="page-texts-heading" className="text-lg font-bold">
              Page texts
            </h2>
            <SchemaForm
              node={editor.node}
              value={values.content}
              onChange={setContent}
              errors={editor.errors}
              idPrefix={`${ID_PREFIX}-content`}
              errorBase={CONTENT}
            />
          </section>
        </form>
        {previewing && Page && (
          <PageLivePreview pageKey={page.key} node={editor.node} values={values} Page={Page} />
        )}
        <div className="sticky bottom-0 z-10 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-slate-50/95 py-4">
          <div className="mr-auto flex items-center gap-3">
            <SaveStatus
              state={editor.state}
              dirty={editor.dirty}
              published
              pendingNote="Kept in this browser until you save; the public page changes only when you click Save."
            />
            {editor.conflictPending && !editor.conflict && (
              <Button size="sm" variant="outline" onClick={editor.conflictActions.show}>
                Review conflict
              </Button>
            )}
          </div>
          <Button type="submit" form={FORM_ID} disabled={editor.state.phase === 'saving'}>
            {editor.state.phase === 'saving' ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </div>
      <div className="grid gap-4">
        <PagePreview page={page} />
        <PageRevisions node={editor.node} page={page} onRestored={editor.load} />
      </div>
      {editor.conflict && (
        <PageConflictDialog
          node={editor.node}
          conflict={editor.conflict}
          mine={values}
          onKeepMine={editor.conflictActions.keepMine}
          onTakeTheirs={editor.conflictActions.takeTheirs}
          onClose={editor.conflictActions.hide}
        />
      )}
    </div>
  );
}
