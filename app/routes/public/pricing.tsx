import { brand } from "#app/config/brand.ts";

export const meta = () => [
  { title: `Pricing | ${brand.name}` },
  { name: "description", content: "Pay per place for the academic year." },
];

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">Pricing</h1>
      <p className="mt-4 text-lg text-slate-700">Pay per place for the academic year.</p>
    </main>
  );
}
