import { brand } from "#app/config/brand.ts";

export const meta = () => [
  { title: `Our Guarantees | ${brand.name}` },
  { name: "description", content: "Quality, reliability and data protection you can count on." },
];

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">Our Guarantees</h1>
      <p className="mt-4 text-lg text-slate-700">
        Quality, reliability and data protection you can count on.
      </p>
    </main>
  );
}
