import { BarChart3, Building2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { AddCompanyDialog } from "#app/features/companies/components/add-company-dialog.tsx";
import { CompaniesList } from "#app/features/companies/components/companies-list.tsx";
import { CompanySelect } from "#app/features/companies/components/company-select.tsx";
import { GenerateAccountsDialog } from "#app/features/employee-accounts/components/generate-accounts-dialog.tsx";
import { ReissueTemporaryPasswordsDialog } from "#app/features/employee-accounts/components/reissue-temporary-passwords-dialog.tsx";
import { EnquiriesList } from "#app/features/enquiries/components/enquiries-list.tsx";
import { paths } from "#shared/config/paths.ts";
import { TabHeading } from "./tab-heading.tsx";

/**
 * Company Management [1§2]: company cards, add, edit, each company's page (places, employees, leavers, HR
 * managers), its utilisation report and new temporary
 * passwords for its waiting accounts, bulk generation, and enquiries.
 */
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
      <CompaniesList
        actions={(company) => (
          <>
            <Button asChild variant="outline" className="flex-1">
              <Link to={paths.adminCompany(company.id)} aria-label={`Manage ${company.name}`}>
                <Building2 aria-hidden="true" />
                Manage
              </Link>
            </Button>
            <Button asChild variant="outline" className="flex-1">
              <Link
                to={paths.adminCompanyUtilisation(company.id)}
                aria-label={`Utilisation of ${company.name}`}
              >
                <BarChart3 aria-hidden="true" />
                Utilisation
              </Link>
            </Button>
            <ReissueTemporaryPasswordsDialog company={company} />
          </>
        )}
      />
      <EnquiriesList />
    </section>
  );
}
