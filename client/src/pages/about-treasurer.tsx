export default function AboutTreasurerPage() {
  return <h1>about-treasurer</h1>;
}
