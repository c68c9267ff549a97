export default function UpdatesPage() {
  return <h1>updates</h1>;
}
