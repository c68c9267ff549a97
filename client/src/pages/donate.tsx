export default function DonatePage() {
  return <h1>donate</h1>;
}
