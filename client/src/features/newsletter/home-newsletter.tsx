import { NewsletterWhenVisible } from './newsletter-when-visible';

/** Home's e-mail sign-up (issue 35): the campaign's news without having to find Updates first. */
export function HomeNewsletter() {
  return (
    <section aria-labelledby="home-newsletter-heading" className="bg-union-50 py-14 sm:py-16">
      <div className="mx-auto grid max-w-4xl gap-6 px-4 sm:px-6 md:grid-cols-2 md:items-center">
        <div>
          <h2 id="home-newsletter-heading" className="text-3xl font-extrabold text-navy-950">
            Stay Updated
          </h2>
          <p className="mt-3 text-lg text-slate-700">
            Get campaign news, events and action alerts in your inbox.
          </p>
        </div>
        <NewsletterWhenVisible labelledBy="home-newsletter-heading" formId="home-newsletter" />
      </div>
    </section>
  );
}
