import { AddCompanyDialog } from "#app/features/companies/components/add-company-dialog.tsx";
import { CompaniesList } from "#app/features/companies/components/companies-list.tsx";
import { CompanySelect } from "#app/features/companies/components/company-select.tsx";
import { GenerateAccountsDialog } from "#app/features/employee-accounts/components/generate-accounts-dialog.tsx";
import { EnquiriesList } from "#app/features/enquiries/components/enquiries-list.tsx";
import { TabHeading } from "./tab-heading.tsx";

/** Company Management [1§2]: company cards, add, edit, bulk generation, and enquiries. */
export function CompaniesTab() {
  return (
    <section className="grid gap-6" aria-labelledby="companies-heading">
      <TabHeading
        id="companies-heading"
        title="Company Management"
        description="Client companies and their employee accounts."
      >
        <div className="flex flex-wrap gap-2">
          <GenerateAccountsDialog CompanySelect={CompanySelect} />
          <AddCompanyDialog />
        </div>
      </TabHeading>
      <CompaniesList />
      <EnquiriesList />
    </section>
  );
}
