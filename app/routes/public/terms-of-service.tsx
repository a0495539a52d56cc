import { brand } from "#app/config/brand.ts";

export const meta = () => [
  { title: `Terms of Service | ${brand.name}` },
  { name: "description", content: "The terms on which the service is provided." },
];

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">Terms of Service</h1>
      <p className="mt-4 text-lg text-slate-700">The terms on which the service is provided.</p>
    </main>
  );
}
