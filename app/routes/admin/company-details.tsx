import { ArrowLeft, BarChart3 } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link, useParams } from "react-router";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { QueryState } from "#app/components/query-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { brand } from "#app/config/brand.ts";
import { useCompanies } from "#app/features/companies/api/get-companies.ts";
import { EmployeesSection } from "#app/features/employers/components/employees-section.tsx";
import { HrManagersCard } from "#app/features/employers/components/hr-managers-card.tsx";
import { PlacesSummary } from "#app/features/employers/components/places-summary.tsx";
import { adminScope } from "#app/lib/company-scope.ts";
import { paths } from "#shared/config/paths.ts";

export const meta = () => [{ title: `Company | ${brand.name}` }];

/*
 * The sign-in settings and provisioning sit below the employees and HR managers: their code (and the
 * schemas it reads) loads after the page has drawn (decision 055).
 */
const SignInSettingsSection = lazy(() =>
  import("#app/features/sso/components/sign-in-settings-section.tsx").then((module) => ({
    default: module.SignInSettingsSection,
  })),
);
const ProvisioningSection = lazy(() =>
  import("#app/features/provisioning/components/provisioning-section.tsx").then((module) => ({
    default: module.ProvisioningSection,
  })),
);

/**
 * /admin/companies/{id} (admins only): one company's places, its employees with leavers (the employer's
 * own list), its HR managers with Invite HR Manager, and its sign-in settings and provisioning.
 */
export default function Page() {
  const id = Number(useParams().id);
  const companies = useCompanies();
  const company = companies.data?.find((each) => each.id === id);
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6">
      <Link
        to={paths.adminTab("companies")}
        className="inline-flex w-fit items-center gap-1 text-sm text-brand-700 underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Companies
      </Link>
      <QueryState query={companies} loadingLabel="Loading the company">
        {company ? (
          <>
            <PageHeading
              title={company.name}
              description={`${company.contactName} · ${company.contactEmail}`}
              actions={
                <Button asChild variant="outline">
                  <Link to={paths.adminCompanyUtilisation(company.id)}>
                    <BarChart3 aria-hidden="true" />
                    Utilisation Report
                  </Link>
                </Button>
              }
            />
            <PlacesSummary places={company.places} />
            <EmployeesSection key={company.id} scope={adminScope(company.id)} />
            <HrManagersCard companyId={company.id} companyName={company.name} />
            <Suspense fallback={<Spinner label="Loading sign-in settings and provisioning" />}>
              <SignInSettingsSection companyId={company.id} />
              <ProvisioningSection companyId={company.id} />
            </Suspense>
          </>
        ) : (
          <p role="alert" className="text-slate-800">
            No company with this number. Go back to the companies and choose one.
          </p>
        )}
      </QueryState>
    </div>
  );
}
