import { Card, CardBody } from '@/components/ui/card';

// A fixed summary of the protections the server applies (SPEC: the card is static).
const ITEMS = [
  { label: 'Authentication', value: 'Secure' },
  { label: 'Rate limiting', value: 'Active' },
  { label: 'Session', value: 'Encrypted' },
];

export function SystemStatus() {
  return (
    <section aria-labelledby="system-status-heading">
      <Card>
        <CardBody>
          <h2 id="system-status-heading" className="text-xl font-bold">
            System Status
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-3">
            {ITEMS.map((item) => (
              <li key={item.label} className="flex items-center gap-2">
                <span aria-hidden="true" className="size-2.5 rounded-full bg-green-600" />
                <span className="text-slate-700">
                  {item.label}: <strong className="text-green-800">{item.value}</strong>
                </span>
              </li>
            ))}
          </ul>
        </CardBody>
      </Card>
    </section>
  );
}
