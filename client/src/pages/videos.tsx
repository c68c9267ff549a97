export default function VideosPage() {
  return <h1>videos</h1>;
}
