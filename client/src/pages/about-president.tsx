export default function AboutPresidentPage() {
  return <h1>about-president</h1>;
}
