import { brand } from "#app/config/brand.ts";

export const meta = () => [
  { title: `Privacy Policy | ${brand.name}` },
  { name: "description", content: "How we collect, use and protect personal data." },
];

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">Privacy Policy</h1>
      <p className="mt-4 text-lg text-slate-700">How we collect, use and protect personal data.</p>
    </main>
  );
}
