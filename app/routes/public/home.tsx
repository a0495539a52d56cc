import { brand } from "#app/config/brand.ts";

export const meta = () => [
  { title: `Online tuition your staff's families will love | ${brand.name}` },
  {
    name: "description",
    content:
      "Live online group lessons from Year 5 to GCSE, offered by employers as a staff benefit or bought directly by families.",
  },
];

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">Online tuition your staff's families will love</h1>
      <p className="mt-4 text-lg text-slate-700">
        Live online group lessons from Year 5 to GCSE, offered by employers as a staff benefit or bought
        directly by families.
      </p>
    </main>
  );
}
