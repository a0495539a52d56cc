import { brand } from "#app/config/brand.ts";

export const meta = () => [
  { title: `Our Story | ${brand.name}` },
  { name: "description", content: "Why we started." },
];

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">Our Story</h1>
      <p className="mt-4 text-lg text-slate-700">Why we started.</p>
    </main>
  );
}
