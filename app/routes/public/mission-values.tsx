import { brand } from "#app/config/brand.ts";

export const meta = () => [
  { title: `Mission & Values | ${brand.name}` },
  { name: "description", content: "What we stand for." },
];

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">Mission & Values</h1>
      <p className="mt-4 text-lg text-slate-700">What we stand for.</p>
    </main>
  );
}
