import { brand } from "#app/config/brand.ts";

export const meta = () => [
  { title: `How It Works | ${brand.name}` },
  { name: "description", content: "From onboarding to live lessons: how families get started." },
];

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">How It Works</h1>
      <p className="mt-4 text-lg text-slate-700">
        From onboarding to live lessons: how families get started.
      </p>
    </main>
  );
}
