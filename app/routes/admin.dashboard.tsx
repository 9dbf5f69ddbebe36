// Placeholder until this page is built.
export default function Page() {
  return (
    <main className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="font-display text-4xl">Dashboard</h1>
    </main>
  );
}
