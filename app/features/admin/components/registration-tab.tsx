import { BulkGenerateCard } from "./bulk-generate-card.tsx";
import { InvitesCard } from "./invites-card.tsx";
import { RegistrationCodeCard } from "./registration-code-card.tsx";
import { RegistrationCompanyForm } from "./registration-company-form.tsx";

/** Registration Options [1§2]: company form, codes, bulk generation, individual invites. */
export function RegistrationTab() {
  return (
    <section className="grid gap-6" aria-labelledby="registration-heading">
      <div>
        <h2 id="registration-heading" className="text-2xl font-semibold text-slate-900">
          Registration Options
        </h2>
        <p className="text-slate-600">
          Onboard a company's employees by code, generated accounts or personal invites.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <RegistrationCompanyForm />
        <RegistrationCodeCard />
      </div>
      <BulkGenerateCard />
      <InvitesCard />
    </section>
  );
}
