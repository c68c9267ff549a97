export default function PostPage() {
  return <h1>post</h1>;
}
