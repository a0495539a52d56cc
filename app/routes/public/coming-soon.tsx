import { brand } from "#app/config/brand.ts";

export const meta = () => [
  { title: `September 2025 | ${brand.name}` },
  { name: "description", content: "Curriculum information is coming soon." },
];

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">September 2025</h1>
      <p className="mt-4 text-lg text-slate-700">Curriculum information is coming soon.</p>
    </main>
  );
}
