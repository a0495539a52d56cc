import { brand } from "#app/config/brand.ts";

export const meta = () => [
  { title: `Our Team | ${brand.name}` },
  { name: "description", content: "The people behind the service." },
];

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">Our Team</h1>
      <p className="mt-4 text-lg text-slate-700">The people behind the service.</p>
    </main>
  );
}
