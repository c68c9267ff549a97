import { Card, CardBody } from '@/components/ui/card';
import { PageHeader } from '@/features/admin/layout/page-header';
import { DocumentsCard } from '@/features/admin/site/documents-card';
import { SettingsForm } from '@/features/admin/site/settings-form';

/** /admin/site: the settings every page shows, the announcement bar, and the documents. */
export default function AdminSitePage() {
  return (
    <>
      <PageHeader
        title="Site"
        description="Links, addresses, the announcement bar and the documents of the site."
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="site-settings-heading">
          <Card>
            <CardBody>
              <h2 id="site-settings-heading" className="mb-4 text-xl font-bold">
                Site settings
              </h2>
              <SettingsForm />
            </CardBody>
          </Card>
        </section>
        <section aria-labelledby="site-documents-heading">
          <Card>
            <CardBody>
              <h2 id="site-documents-heading" className="mb-4 text-xl font-bold">
                Documents
              </h2>
              <DocumentsCard />
            </CardBody>
          </Card>
        </section>
      </div>
    </>
  );
}
