import { Link } from 'wouter';
import { Seo } from '@/components/seo';
import { buttonClass } from '@/components/ui/button';

/** A post or event page whose item does not exist: its heading, why, and the way back to the list. */
export function ItemNotFound(props: {
  title: string;
  text: string;
  path: string;
  backHref: string;
  backLabel: string;
}) {
  return (
    <div className="py-16 text-center">
      <Seo title={props.title} description={props.text} path={props.path} />
      <h1 className="text-4xl font-extrabold">{props.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{props.text}</p>
      <Link href={props.backHref} className={buttonClass('primary', 'md', 'mt-8')}>
        {props.backLabel}
      </Link>
    </div>
  );
}
