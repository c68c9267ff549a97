import type { AdminTestimonial } from '@shared/api-types';
import { adminQueries } from '@/features/admin/api/admin-queries';
import { PageHeader } from '@/features/admin/layout/page-header';
import { ModerationList, type ModerationItem } from '@/features/admin/moderation/moderation-list';

const toItem = (t: AdminTestimonial): ModerationItem => ({
  id: t.id,
  name: t.name,
  byline: [t.title, t.organization].filter(Boolean).join(', ') || undefined,
  status: t.status,
  date: t.submittedAt,
  text: t.content,
  origin: { source: t.source, recruitedBy: t.recruitedBy },
});

export default function AdminTestimonialsPage() {
  return (
    <>
      <PageHeader
        title="Testimonials"
        description="Review member stories before they appear on the website."
      />
      <ModerationList kind="testimonial" query={adminQueries.testimonials} toItem={toItem} />
    </>
  );
}
