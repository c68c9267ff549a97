export function LatestNews() {
  return <section aria-labelledby="latest-news-heading" />;
}
