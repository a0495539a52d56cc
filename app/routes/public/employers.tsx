import { brand } from "#app/config/brand.ts";

export const meta = () => [
  { title: `For Employers | ${brand.name}` },
  { name: "description", content: "A family benefit that helps you recruit and retain working parents." },
];

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">For Employers</h1>
      <p className="mt-4 text-lg text-slate-700">
        A family benefit that helps you recruit and retain working parents.
      </p>
    </main>
  );
}
