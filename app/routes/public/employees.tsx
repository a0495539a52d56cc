import { brand } from "#app/config/brand.ts";

export const meta = () => [
  { title: `For Families | ${brand.name}` },
  { name: "description", content: "Live lessons, recordings and resources for your children." },
];

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">For Families</h1>
      <p className="mt-4 text-lg text-slate-700">Live lessons, recordings and resources for your children.</p>
    </main>
  );
}
