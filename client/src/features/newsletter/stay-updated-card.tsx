import { Card, CardBody } from '@/components/ui/card';
import { NewsletterForm } from './newsletter-form';

/** The Updates page's newsletter side card. */
export function StayUpdatedCard() {
  return (
    <Card className="border-gold-300 bg-gold-100/40">
      <CardBody className="grid gap-3 p-5">
        <h2 id="stay-updated-heading" className="text-xl font-bold">
          Stay Updated
        </h2>
        <p className="text-sm text-slate-700">Get campaign news and action alerts in your inbox.</p>
        <NewsletterForm labelledBy="stay-updated-heading" />
      </CardBody>
    </Card>
  );
}
