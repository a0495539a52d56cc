import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { brand } from "#app/config/brand.ts";
import { CompanyUtilisation } from "#app/features/utilisation/components/company-utilisation.tsx";
import { adminScope } from "#app/lib/company-scope.ts";
import { paths } from "#shared/config/paths.ts";

export const meta = () => [{ title: `Utilisation Report | ${brand.name}` }];

/** /admin/companies/{id}/utilisation: a company's utilisation report and its HR links (admins only). */
export default function Page() {
  const id = Number(useParams().id);
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <Link
        to={paths.adminTab("companies")}
        className="inline-flex w-fit items-center gap-1 text-sm text-brand-700 underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Companies
      </Link>
      <PageHeading
        title="Utilisation Report"
        description="Places purchased, accounts, bookings, attendance and recordings watched, month by month. Counts only."
      />
      <CompanyUtilisation key={id} scope={adminScope(Number.isInteger(id) && id > 0 ? id : 0)} />
    </div>
  );
}
