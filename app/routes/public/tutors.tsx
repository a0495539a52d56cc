import { brand } from "#app/config/brand.ts";

export const meta = () => [
  { title: `Our Teachers | ${brand.name}` },
  { name: "description", content: "Qualified, background-checked subject specialists." },
];

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">Our Teachers</h1>
      <p className="mt-4 text-lg text-slate-700">Qualified, background-checked subject specialists.</p>
    </main>
  );
}
