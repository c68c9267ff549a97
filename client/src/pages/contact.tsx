import type { ReactNode } from 'react';
import { Mail } from '@/components/icons';
import { PageHero } from '@/components/page-hero';
import { PageSeo } from '@/components/page-seo';
import { Card, CardBody } from '@/components/ui/card';
import { ContactForm } from '@/features/contact/contact-form';
import { FormCard } from '@/features/forms/form-card';
import { usePage, useSite } from '@/lib/site-data';

function InfoCard({ title, text, email }: { title: string; text: ReactNode; email: string }) {
  return (
    <Card>
      <CardBody className="grid gap-3">
        <h2 className="flex items-center gap-2 text-xl font-bold">
          <Mail className="size-5 text-union-600" />
          {title}
        </h2>
        <p className="text-slate-600">{text}</p>
        <a
          href={`mailto:${email}`}
          className="font-semibold break-all text-union-600 underline underline-offset-2 hover:text-navy-900"
        >
          {email}
        </a>
      </CardBody>
    </Card>
  );
}

export default function ContactPage() {
  const page = usePage('contact');
  const { settings } = useSite();
  return (
    <>
      <PageSeo page={page} />
      <PageHero
        eyebrow={page.content.hero.eyebrow}
        title={page.content.hero.title}
        lead={page.content.hero.lead}
      />
      <section className="bg-slate-50 py-16 sm:py-20">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 sm:px-6 lg:grid-cols-[2fr_1fr]">
          <FormCard headingId="contact-form-heading" title="Send Us a Message">
            <ContactForm labelledBy="contact-form-heading" />
          </FormCard>
          <div className="grid content-start gap-6">
            <InfoCard
              title="Email the Campaign"
              text="For questions about the campaign or volunteering."
              email={settings.contactEmail}
            />
            <InfoCard
              title="Media Inquiries"
              text="Reporters and editors: interview requests and press questions."
              email={settings.mediaEmail}
            />
          </div>
        </div>
      </section>
    </>
  );
}
