import type { ComponentType } from "react";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { QueryState } from "#app/components/query-state.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { brand } from "#app/config/brand.ts";
import { serverPrefetchForUser } from "#app/features/auth/lib/prefetch-for-user.server.ts";
import { prefetchForUser, type ScreenReads } from "#app/features/auth/lib/prefetch-for-user.ts";
import {
  employerCompanyQueryOptions,
  useEmployerCompany,
} from "#app/features/employers/api/get-employer-company.ts";
import { EmployeesSection } from "#app/features/employers/components/employees-section.tsx";
import { PlacesSummary } from "#app/features/employers/components/places-summary.tsx";
import { EMPLOYER_SCOPE } from "#app/lib/company-scope.ts";
import type { Route } from "./+types/employer";
import {
  BulkGenerateSection,
  CsvUploadSection,
  InvitesSection,
  ProvisioningSection,
  RegistrationCodesSection,
  SignInSettingsSection,
  UtilisationSection,
} from "./employer-sections.tsx";

export const meta = () => [{ title: `Employer | ${brand.name}` }];

/** The company and its places head the screen: asked for before it first draws (decision 055). */
const reads: ScreenReads = (client) => client.prefetchQuery(employerCompanyQueryOptions);
export const clientLoader = () => prefetchForUser(["hr"], reads);
/** The same read on the server, drawn into the HTML (decision 057). */
export const loader = (args: Route.LoaderArgs) => serverPrefetchForUser(args, ["hr"], reads);

/** The screen's tabs after Employees; sign-in settings and provisioning once their lanes give them. */
const TABS: { value: string; label: string; Section: ComponentType | null }[] = [
  { value: "invites", label: "Invites", Section: InvitesSection },
  { value: "csv-upload", label: "CSV Upload", Section: CsvUploadSection },
  { value: "generate", label: "Bulk Generation", Section: BulkGenerateSection },
  { value: "codes", label: "Registration Codes", Section: RegistrationCodesSection },
  { value: "utilisation", label: "Utilisation", Section: UtilisationSection },
  { value: "sign-in", label: "Sign-in Settings", Section: SignInSettingsSection },
  { value: "provisioning", label: "Provisioning", Section: ProvisioningSection },
];

/**
 * /employer: the HR manager's own company only (guarded `hr`-only by the require-hr layout): its places,
 * its employees with leavers, and the admin's own registration features limited to this company, each in
 * a tab (arrow keys move between them) that loads its code when first opened.
 */
export default function Page() {
  const company = useEmployerCompany();
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <QueryState query={company} loadingLabel="Loading your company">
        {company.data ? (
          <>
            <PageHeading
              title={company.data.name}
              description="Your organisation's places, employees and registration."
            />
            <PlacesSummary places={company.data.places} />
          </>
        ) : null}
      </QueryState>
      <Tabs defaultValue="employees" className="grid gap-6">
        <TabsList aria-label="Employer sections">
          <TabsTrigger value="employees">Employees</TabsTrigger>
          {TABS.map(({ value, label, Section }) =>
            Section ? (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ) : null,
          )}
        </TabsList>
        <TabsContent value="employees">
          <EmployeesSection scope={EMPLOYER_SCOPE} />
        </TabsContent>
        {TABS.map(({ value, Section }) =>
          Section ? (
            <TabsContent key={value} value={value}>
              <Section />
            </TabsContent>
          ) : null,
        )}
      </Tabs>
    </div>
  );
}
