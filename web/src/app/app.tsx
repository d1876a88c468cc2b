export function App() {
  return (
    <main>
      <h1>CulturaLink</h1>
      <p>Share. Learn. Connect.</p>
    </main>
  );
}
