import { FamilyDataRequests } from "#app/features/account/components/family-data-requests.tsx";
import { TabHeading } from "./tab-heading.tsx";

/** Families (decision 030): a family's data-rights requests — its data export, or its account's erasure. */
export function FamiliesTab() {
  return (
    <section className="grid gap-6" aria-labelledby="families-heading">
      <TabHeading
        id="families-heading"
        title="Families"
        description="Act on a family's data request: download its data, or erase its account when it asks."
      />
      <FamilyDataRequests />
    </section>
  );
}
