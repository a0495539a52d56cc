import { brand } from "#app/config/brand.ts";

export const meta = () => [
  { title: `Individual Purchase | ${brand.name}` },
  { name: "description", content: "Buy a place directly for your family." },
];

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">Individual Purchase</h1>
      <p className="mt-4 text-lg text-slate-700">Buy a place directly for your family.</p>
    </main>
  );
}
