export function App() {
  return (
    <main>
      <h1>Jordan Ellis for President</h1>
    </main>
  );
}
