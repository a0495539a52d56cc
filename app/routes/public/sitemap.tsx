import { brand } from "#app/config/brand.ts";

export const meta = () => [
  { title: `Sitemap | ${brand.name}` },
  { name: "description", content: "Every page of the site." },
];

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">Sitemap</h1>
      <p className="mt-4 text-lg text-slate-700">Every page of the site.</p>
    </main>
  );
}
