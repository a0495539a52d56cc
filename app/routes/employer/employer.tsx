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
import { useHashTab } from "#app/lib/use-hash-tab.ts";
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

/** The employees' list with its leavers, limited to the HR manager's company. */
function EmployeesTab() {
  return <EmployeesSection scope={EMPLOYER_SCOPE} />;
}

/** The tabs after Employees; a section the build does not give (null) has no tab. */
const SECTIONS: { value: string; label: string; Section: ComponentType | null }[] = [
  { value: "invites", label: "Invites", Section: InvitesSection },
  { value: "csv-upload", label: "CSV Upload", Section: CsvUploadSection },
  { value: "generate", label: "Bulk Generation", Section: BulkGenerateSection },
  { value: "codes", label: "Registration Codes", Section: RegistrationCodesSection },
  { value: "utilisation", label: "Utilisation", Section: UtilisationSection },
  { value: "sign-in", label: "Sign-in Settings", Section: SignInSettingsSection },
  { value: "provisioning", label: "Provisioning", Section: ProvisioningSection },
];

/**
 * The screen's tabs, Employees first (shown when the address names no tab). The chosen one is the URL's
 * hash (`/employer#codes`), as on the admin dashboard, so a reload, a shared link and back/forward keep it.
 */
type EmployerTab = { value: string; label: string; Section: ComponentType };
const TABS: readonly [EmployerTab, ...EmployerTab[]] = [
  { value: "employees", label: "Employees", Section: EmployeesTab },
  ...SECTIONS.flatMap(({ Section, ...tab }) => (Section ? [{ ...tab, Section }] : [])),
];

/**
 * /employer: the HR manager's own company only (guarded `hr`-only by the require-hr layout): its places,
 * its employees with leavers, and the admin's own registration features limited to this company, each in
 * a tab (arrow keys move between them) that loads its code when first opened.
 */
export default function Page() {
  const company = useEmployerCompany();
  const [tab, setTab] = useHashTab(TABS);
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
      <Tabs value={tab} onValueChange={setTab} className="grid gap-6">
        <TabsList aria-label="Employer sections">
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, Section }) => (
          <TabsContent key={value} value={value}>
            <Section />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
