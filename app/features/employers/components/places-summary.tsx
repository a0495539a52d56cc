import type { Places } from "#shared/schemas/places.ts";

/**
 * A company's places: purchased, used (its family accounts that have not left) and free. A company
 * without a number of places bought is not limited.
 */
export function PlacesSummary({ places, headingLevel = 2 }: { places: Places; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const figures = [
    { label: "Purchased", value: places.purchased ?? "Not limited" },
    { label: "Used", value: places.used },
    { label: "Free", value: places.free ?? "Not limited" },
  ];
  return (
    <section aria-labelledby="places-heading" className="grid gap-3">
      <Heading id="places-heading" className="text-xl font-semibold text-slate-900">
        Places
      </Heading>
      <dl className="grid grid-cols-3 gap-3">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
            <dt className="text-sm text-slate-700">{figure.label}</dt>
            <dd
              className="text-xl font-bold text-slate-950 sm:text-2xl"
              data-testid={`places-${figure.label.toLowerCase()}`}
            >
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
