import { brand } from "#app/config/brand.ts";

export const meta = () => [
  { title: `Subjects | ${brand.name}` },
  {
    name: "description",
    content: "Mathematics, English, Biology, Chemistry and Physics from Year 5 to GCSE.",
  },
];

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">Subjects</h1>
      <p className="mt-4 text-lg text-slate-700">
        Mathematics, English, Biology, Chemistry and Physics from Year 5 to GCSE.
      </p>
    </main>
  );
}
