import type * as React from "react";
import { NativeSelect } from "#app/components/ui/input.tsx";
import { useCompanies } from "../api/get-companies.ts";

/** A select of the client companies; option values are company ids ("" for none chosen). */
export function CompanySelect(props: React.ComponentProps<"select">) {
  const companies = useCompanies();
  return (
    <NativeSelect {...props}>
      <option value="">{companies.isPending ? "Loading companies…" : "Select a company"}</option>
      {companies.data?.map((company) => (
        <option key={company.id} value={String(company.id)}>
          {company.name}
        </option>
      ))}
    </NativeSelect>
  );
}
