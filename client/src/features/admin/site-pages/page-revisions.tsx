import { useQuery } from '@tanstack/react-query';
import type { AdminPage } from '@shared/site-content/pages';
import { RevisionList } from '../editor/revision-list';
import type { GroupNode } from '../schema-form/form-nodes';
import { fetchPageRevisions, pageQueries, restorePageRevision } from './page-api';
import { pageTexts } from './page-texts';

function PageRevisionView({ node, pageKey, id }: { node: GroupNode; pageKey: string; id: number }) {
  const revision = useQuery(pageQueries.revision(pageKey, id));
  if (revision.isPending) return <p className="text-sm text-slate-600">Loading revision...</p>;
  if (revision.isError) return <p className="text-sm text-red-800">This revision could not be loaded.</p>;
  const { head, content } = revision.data;
  return (
    <div className="mt-2 grid max-h-80 gap-2 overflow-auto rounded border border-slate-200 bg-white p-2 text-sm">
      <p className="font-semibold">{head.title}</p>
      <p className="text-slate-700">{head.description}</p>
      <dl className="grid gap-1">
        {pageTexts(node, content).map((text) => (
          <div key={text.label}>
            <dt className="text-xs text-slate-600">{text.label}</dt>
            <dd className="whitespace-pre-wrap">{text.text}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** A page's revisions, read as labelled texts and restored. */
export function PageRevisions({
  node,
  page,
  onRestored,
}: {
  node: GroupNode;
  page: AdminPage;
  onRestored: (page: AdminPage) => void;
}) {
  return (
    <RevisionList
      list={{
        queryKey: pageQueries.revisions(page.key, page.version).queryKey,
        queryFn: () => fetchPageRevisions(page.key),
      }}
      view={(id) => <PageRevisionView node={node} pageKey={page.key} id={id} />}
      restore={(id) => restorePageRevision(page.key, id)}
      restores="The page's texts and head tags"
      onRestored={onRestored}
    />
  );
}
