export default function AboutEvpPage() {
  return <h1>about-evp</h1>;
}
