import { Helmet } from 'react-helmet-async';

/** Every admin screen: its own title, and kept out of search engines. */
export function AdminHead({ title }: { title: string }) {
  return (
    <Helmet>
      <title>{`${title} | Campaign Admin`}</title>
      <meta name="robots" content="noindex" />
    </Helmet>
  );
}
