import { CompanySelect } from "#app/features/companies/components/company-select.tsx";
import { CsvUploadCard } from "#app/features/employee-accounts/components/csv-upload-card.tsx";

/** CSV Upload [1§2], [1§5]: employee accounts from a file, for one of the companies. */
export function CsvUploadTab() {
  return <CsvUploadCard CompanySelect={CompanySelect} />;
}
