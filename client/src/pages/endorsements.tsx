export default function EndorsementsPage() {
  return <h1>endorsements</h1>;
}
