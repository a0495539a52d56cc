import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "#app/components/ui/card.tsx";
import { brand } from "#app/config/brand.ts";
import { DataExportButton } from "#app/features/account/components/data-export-button.tsx";
import { DeleteAccountDialog } from "#app/features/account/components/delete-account-dialog.tsx";
import { dataRightsText } from "#app/features/account/lib/data-rights-text.ts";
import { useUser } from "#app/features/auth/api/get-user.ts";
import { ChangeEmailForm } from "#app/features/auth/components/change-email-form.tsx";
import { ChangePasswordForm } from "#app/features/auth/components/change-password-form.tsx";
import { TwoFactorSettings } from "#app/features/auth/components/two-factor-settings.tsx";
import { CalendarFeedSection } from "#app/features/calendar-feed/components/calendar-feed-section.tsx";
import { calendarFeedText } from "#app/features/calendar-feed/lib/calendar-feed-text.ts";
import { EmailConfirmationNotice } from "#app/features/email-confirmation/components/email-confirmation-notice.tsx";
import { FamilyChildrenSection } from "#app/features/students/components/family-children-section.tsx";

export const meta = () => [{ title: `Profile Settings | ${brand.name}` }];

const ROLE_LABEL = { admin: "Admin", tutor: "Tutor", parent: "Parent" } as const;

/**
 * Profile Settings (DECISIONS.md "Portals"): who is signed in, the e-mail and the password for every
 * role, a family's children (decision 018), its calendar feed (decision 025), and its data rights: the
 * download of its data and the deletion of its account (decision 030).
 */
export default function AccountPage() {
  const { data: user } = useUser();
  if (!user) return null;
  const details = [
    ["Full name", user.fullName],
    ["Username", user.username],
    ["Email", user.email],
    ["Account type", ROLE_LABEL[user.role]],
  ] as const;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <PageHeading
        title="Profile Settings"
        description={
          user.role === "parent"
            ? "Your children, your account and how you sign in."
            : "Your account and how you sign in."
        }
      />
      <EmailConfirmationNotice />
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">Your account</h2>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 sm:grid-cols-[10rem_1fr]">
            {details.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className="font-medium break-all">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      {user.role === "parent" ? (
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold">Your children</h2>
            <CardDescription>
              The student screens show the sessions meant for each child's year group.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <FamilyChildrenSection />
          </CardContent>
        </Card>
      ) : null}
      {user.role === "parent" ? (
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold">{calendarFeedText.heading}</h2>
            <CardDescription>{calendarFeedText.description}</CardDescription>
          </CardHeader>
          <CardContent>
            <CalendarFeedSection />
          </CardContent>
        </Card>
      ) : null}
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">Change email</h2>
          <CardDescription>We will tell your current address about the change.</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangeEmailForm currentEmail={user.email} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">Change password</h2>
          <CardDescription>After the change, your other signed-in devices are signed out.</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm afterChange="stay" />
        </CardContent>
      </Card>
      {user.role === "admin" ? (
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold">Two-factor sign-in</h2>
            <CardDescription>A code from an authenticator app as well as your password.</CardDescription>
          </CardHeader>
          <CardContent>
            <TwoFactorSettings enabled={user.twoFactorEnabled} />
          </CardContent>
        </Card>
      ) : null}
      {user.role === "parent" ? (
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold">{dataRightsText.exportHeading}</h2>
            <CardDescription>{dataRightsText.exportDescription}</CardDescription>
          </CardHeader>
          <CardContent>
            <DataExportButton />
          </CardContent>
        </Card>
      ) : null}
      {user.role === "parent" ? (
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold">{dataRightsText.deleteHeading}</h2>
            <CardDescription>{dataRightsText.deleteDescription}</CardDescription>
          </CardHeader>
          <CardContent>
            <DeleteAccountDialog />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
