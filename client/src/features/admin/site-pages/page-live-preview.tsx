import {
  Component,
  Suspense,
  useDeferredValue,
  useMemo,
  type ComponentType,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { pageContentSchemas, type PageKey } from '@shared/site-content/pages';
import type { PublicPage } from '@shared/site-content/public-data';
import { withMarkdownRendered } from '@shared/site-content/rendered-content';
import { PagePreviewContext } from '@/lib/site-data';
import { useMarkdownRenderer } from '../editor/use-markdown-renderer';
import { LoadingState } from '../layout/list-states';
import type { FormNode } from '../schema-form/form-nodes';
import { toPayload } from '../schema-form/form-values';
import type { PageValues } from './use-page-editor';

/** Texts the page cannot show yet (a list emptied mid-edit) leave a note, not a broken screen. */
class PreviewBoundary extends Component<{ children: ReactNode; values: unknown }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  componentDidUpdate(previous: { values: unknown }) {
    if (this.state.failed && previous.values !== this.props.values) this.setState({ failed: false });
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="alert" className="p-4 text-red-800">
        The preview cannot show these texts yet. Fix the fields marked in the form, then look again.
      </p>
    );
  }
}

// The preview is for looking: a link would leave the editor, a form would really send.
const stopLinks = (event: SyntheticEvent) => {
  if ((event.target as Element).closest('a')) event.preventDefault();
};
const stopSubmit = (event: SyntheticEvent) => {
  event.preventDefault();
  event.stopPropagation();
};

interface PageLivePreviewProps {
  pageKey: PageKey;
  node: FormNode;
  values: PageValues;
  Page: ComponentType;
}

/**
 * The public page's own component, showing the form's unsaved texts: the stored ones are swapped
 * for them through the page-data context, and markdown is rendered and sanitized as the server
 * will on save.
 */
export function PageLivePreview({ pageKey, node, values, Page }: PageLivePreviewProps) {
  const { render, failed } = useMarkdownRenderer();
  const deferred = useDeferredValue(values);
  const preview = useMemo((): PublicPage | null => {
    if (!render) return null;
    const content = withMarkdownRendered(
      pageContentSchemas[pageKey],
      toPayload(node, deferred.content),
      render,
    );
    return { key: pageKey, head: deferred.head, content } as PublicPage;
  }, [render, pageKey, node, deferred]);

  let body;
  if (failed)
    body = <p className="p-4 text-red-800">The preview could not be loaded. Reload to try again.</p>;
  else if (!preview) body = <LoadingState>Loading preview...</LoadingState>;
  else
    body = (
      <PreviewBoundary values={deferred}>
        <Suspense fallback={<LoadingState>Loading preview...</LoadingState>}>
          <PagePreviewContext value={preview}>
            <Page />
          </PagePreviewContext>
        </Suspense>
      </PreviewBoundary>
    );
  return (
    <section aria-labelledby="page-live-preview-heading" className="grid gap-3">
      <div>
        <h2 id="page-live-preview-heading" className="text-lg font-bold">
          Preview of your unsaved texts
        </h2>
        <p className="text-sm text-slate-600">
          The public page as it will look once you save. Its links and forms do nothing here.
        </p>
      </div>
      {/* Scrolls sideways when the page is wider than the editor, so it takes keyboard focus. */}
      <div
        role="region"
        aria-label="Page preview"
        tabIndex={0}
        onClickCapture={stopLinks}
        onSubmitCapture={stopSubmit}
        className="overflow-x-auto rounded-xl border border-slate-300 bg-white shadow-sm"
      >
        {body}
      </div>
    </section>
  );
}
