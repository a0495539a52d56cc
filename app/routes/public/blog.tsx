import { brand } from "#app/config/brand.ts";

export const meta = () => [
  { title: `Blog | ${brand.name}` },
  { name: "description", content: "News and advice for families and employers." },
];

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">Blog</h1>
      <p className="mt-4 text-lg text-slate-700">News and advice for families and employers.</p>
    </main>
  );
}
