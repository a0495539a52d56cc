import { type ComponentType, lazy, Suspense } from "react";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { EMPLOYER_SCOPE } from "#app/lib/company-scope.ts";

/**
 * A section whose code loads when its tab is first opened (decision 055): the screen's first draw carries
 * the places and the employees list only, not the CSV parser, the chart or the forms.
 */
function lazySection(load: () => Promise<ComponentType>) {
  const Section = lazy(async () => ({ default: await load() }));
  return function LazySection() {
    return (
      <Suspense fallback={<Spinner label="Loading" />}>
        <Section />
      </Suspense>
    );
  };
}

/** The admin's own cards, fixed to the HR manager's company (no company select). */
export const InvitesSection = lazySection(() =>
  import("#app/features/registration/components/invites-card.tsx").then(
    ({ InvitesCard }) =>
      function Invites() {
        return <InvitesCard scope={EMPLOYER_SCOPE} />;
      },
  ),
);
export const CsvUploadSection = lazySection(() =>
  import("#app/features/employee-accounts/components/csv-upload-card.tsx").then(
    ({ CsvUploadCard }) =>
      function CsvUpload() {
        return <CsvUploadCard scope={EMPLOYER_SCOPE} />;
      },
  ),
);
export const BulkGenerateSection = lazySection(() =>
  import("#app/features/employee-accounts/components/bulk-generate-card.tsx").then(
    ({ BulkGenerateCard }) =>
      function BulkGenerate() {
        return <BulkGenerateCard scope={EMPLOYER_SCOPE} />;
      },
  ),
);
export const RegistrationCodesSection = lazySection(() =>
  import("#app/features/registration/components/registration-code-card.tsx").then(
    ({ RegistrationCodeCard }) =>
      function RegistrationCodes() {
        return <RegistrationCodeCard scope={EMPLOYER_SCOPE} />;
      },
  ),
);
export const UtilisationSection = lazySection(() =>
  import("#app/features/utilisation/components/company-utilisation.tsx").then(
    ({ CompanyUtilisation }) =>
      function Utilisation() {
        return <CompanyUtilisation scope={EMPLOYER_SCOPE} />;
      },
  ),
);

/**
 * The company's sign-in settings and provisioning (decision 056's single sign-on and SCIM sections):
 * without `companyId`, each shows the HR manager's own company. The screen shows a tab for each section
 * that is not null.
 */
export const SignInSettingsSection: ComponentType | null = lazySection(() =>
  import("#app/features/sso/components/sign-in-settings-section.tsx").then(
    ({ SignInSettingsSection }) =>
      function SignInSettings() {
        return <SignInSettingsSection />;
      },
  ),
);
export const ProvisioningSection: ComponentType | null = lazySection(() =>
  import("#app/features/provisioning/components/provisioning-section.tsx").then(
    ({ ProvisioningSection }) =>
      function Provisioning() {
        return <ProvisioningSection />;
      },
  ),
);
