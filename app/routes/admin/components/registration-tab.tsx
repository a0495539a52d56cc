import { CompanySelect } from "#app/features/companies/components/company-select.tsx";
import { RegistrationCompanyForm } from "#app/features/companies/components/registration-company-form.tsx";
import { BulkGenerateCard } from "#app/features/employee-accounts/components/bulk-generate-card.tsx";
import { InvitesCard } from "#app/features/registration/components/invites-card.tsx";
import { RegistrationCodeCard } from "#app/features/registration/components/registration-code-card.tsx";
import { TabHeading } from "./tab-heading.tsx";

/** Registration Options [1§2]: company form, codes, bulk generation, individual invites. */
export function RegistrationTab() {
  return (
    <section className="grid gap-6" aria-labelledby="registration-heading">
      <TabHeading
        id="registration-heading"
        title="Registration Options"
        description="Onboard a company's employees by code, generated accounts or personal invites."
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <RegistrationCompanyForm />
        <RegistrationCodeCard CompanySelect={CompanySelect} />
      </div>
      <BulkGenerateCard CompanySelect={CompanySelect} />
      <InvitesCard CompanySelect={CompanySelect} />
    </section>
  );
}
