export default function VisionPage() {
  return <h1>vision</h1>;
}
