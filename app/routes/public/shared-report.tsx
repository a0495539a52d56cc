import { brand } from "#app/config/brand.ts";
import { SharedReport } from "#app/features/utilisation/components/shared-report.tsx";
import type { Route } from "./+types/shared-report";

/** A private link: never indexed, never prerendered. */
export const meta = () => [
  { title: `Utilisation Report | ${brand.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** /reports/{token}: the read-only utilisation report a company's HR contact opens without signing in. */
export default function SharedReportPage({ params }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <SharedReport token={params.token} />
    </main>
  );
}
