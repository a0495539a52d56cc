import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "#app/components/ui/card.tsx";
import { brand } from "#app/config/brand.ts";
import { DataExportButton } from "#app/features/account/components/data-export-button.tsx";
import { LazyDeleteAccountDialog } from "#app/features/account/components/lazy-delete-account-dialog.tsx";
import { LessonRemindersSwitch } from "#app/features/account/components/lesson-reminders-switch.tsx";
import { dataRightsText } from "#app/features/account/lib/data-rights-text.ts";
import { useUser } from "#app/features/auth/api/get-user.ts";
import {
  LazyChangeEmailForm,
  LazyChangePasswordForm,
  LazyTwoFactorSettings,
} from "#app/features/auth/components/lazy-auth-forms.tsx";
import { ROLE_LABEL } from "#app/features/auth/lib/role-labels.ts";
import { calendarFeedKey } from "#app/features/calendar-feed/api/get-calendar-feed.ts";
import { CalendarFeedSection } from "#app/features/calendar-feed/components/calendar-feed-section.tsx";
import { calendarFeedText } from "#app/features/calendar-feed/lib/calendar-feed-text.ts";
import { EmailConfirmationNotice } from "#app/features/email-confirmation/components/email-confirmation-notice.tsx";
import { LazyOrganisationLinkSection } from "#app/features/sso/components/lazy-organisation-link-section.tsx";
import { FamilyChildrenSection } from "#app/features/students/components/family-children-section.tsx";

export const meta = () => [{ title: `Profile Settings | ${brand.name}` }];

/** One card of the page: a level-2 heading, an optional line under it, and the section's content. */
function AccountSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">{title}</h2>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/**
 * Profile Settings (DECISIONS.md "Portals"): who is signed in, the e-mail and the password for every
 * role, a family's children (decision 018), its calendar feed (decision 025), lesson reminders for families
 * and tutors (decision 053), and a family's data rights: the download of its data and the deletion of its
 * account (decision 030).
 */
export default function AccountPage() {
  const { data: user } = useUser();
  const queryClient = useQueryClient();
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
      <AccountSection title="Your account">
        <dl className="grid gap-3 sm:grid-cols-[10rem_1fr]">
          {details.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="font-medium break-all">{value}</dd>
            </div>
          ))}
        </dl>
      </AccountSection>
      {user.role === "parent" ? (
        <AccountSection
          title="Your children"
          description="The student screens show the sessions meant for each child's year group."
        >
          <FamilyChildrenSection />
        </AccountSection>
      ) : null}
      {user.role === "parent" ? (
        <AccountSection title={calendarFeedText.heading} description={calendarFeedText.description}>
          <CalendarFeedSection />
        </AccountSection>
      ) : null}
      {user.role === "parent" || user.role === "tutor" ? (
        <AccountSection title="Lesson reminders">
          <LessonRemindersSwitch />
        </AccountSection>
      ) : null}
      <AccountSection title="Change email" description="We will tell your current address about the change.">
        <LazyChangeEmailForm currentEmail={user.email} />
      </AccountSection>
      <AccountSection
        title="Change password"
        description={
          user.role === "parent"
            ? "After the change, your other signed-in devices are signed out and your calendar feed is turned off."
            : "After the change, your other signed-in devices are signed out."
        }
      >
        {/* The change ends the family's calendar feed on the server (decision 046): the section shows it off. */}
        <LazyChangePasswordForm
          afterChange="stay"
          onChanged={() => void queryClient.invalidateQueries({ queryKey: calendarFeedKey })}
        />
      </AccountSection>
      {/* A family at a company with its own sign-in links it here (decision 056); nothing shows otherwise. */}
      {user.role === "parent" ? <LazyOrganisationLinkSection /> : null}
      {user.role === "admin" ? (
        <AccountSection
          title="Two-factor sign-in"
          description="A code from an authenticator app as well as your password."
        >
          <LazyTwoFactorSettings enabled={user.twoFactorEnabled} />
        </AccountSection>
      ) : null}
      {user.role === "parent" ? (
        <AccountSection title={dataRightsText.exportHeading} description={dataRightsText.exportDescription}>
          <DataExportButton />
        </AccountSection>
      ) : null}
      {user.role === "parent" ? (
        <AccountSection title={dataRightsText.deleteHeading} description={dataRightsText.deleteDescription}>
          <LazyDeleteAccountDialog />
        </AccountSection>
      ) : null}
    </div>
  );
}
