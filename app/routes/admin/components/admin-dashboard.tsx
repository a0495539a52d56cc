import { MessageSquare, Settings, Upload } from "lucide-react";
import { type ComponentType, lazy, Suspense, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { ADMIN_TABS, type AdminTab } from "#app/config/admin-tabs.ts";
import { useHashTab } from "#app/lib/use-hash-tab.ts";
import { paths } from "#shared/config/paths.ts";
import { LessonRoomCard } from "./lesson-room-card.tsx";
import { ScheduleTab } from "./schedule-tab.tsx";

/**
 * A tab whose code loads when it is first opened (decision 055): the dashboard's first draw carries the
 * Schedule tab only, not the forms, tables and validation of nine others.
 */
function lazyTab(load: () => Promise<ComponentType>) {
  const Tab = lazy(async () => ({ default: await load() }));
  return function LazyTab() {
    return (
      <Suspense fallback={<Spinner label="Loading" />}>
        <Tab />
      </Suspense>
    );
  };
}

const CompaniesTab = lazyTab(() => import("./companies-tab.tsx").then((tab) => tab.CompaniesTab));
const CsvUploadTab = lazyTab(() => import("./csv-upload-tab.tsx").then((tab) => tab.CsvUploadTab));
const EmailTab = lazyTab(() => import("./email-tab.tsx").then((tab) => tab.EmailTab));
const FamiliesTab = lazyTab(() => import("./families-tab.tsx").then((tab) => tab.FamiliesTab));
const MessagesTab = lazyTab(() => import("./messages-tab.tsx").then((tab) => tab.MessagesTab));
const RecordedLessonsTab = lazyTab(() =>
  import("./recorded-lessons-tab.tsx").then((tab) => tab.RecordedLessonsTab),
);
const RegistrationTab = lazyTab(() => import("./registration-tab.tsx").then((tab) => tab.RegistrationTab));
const RoomLessonsTab = lazyTab(() => import("./room-lessons-tab.tsx").then((tab) => tab.RoomLessonsTab));
const TutorsTab = lazyTab(() => import("./tutors-tab.tsx").then((tab) => tab.TutorsTab));

/** Goes to /admin#employees; on /admin itself it only sets the hash [1§2]. */
function GoToCsvUploadButton() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Button
      variant="outline"
      onClick={() => {
        if (location.pathname === paths.admin) window.location.hash = "employees";
        else navigate(paths.adminTab("employees"));
      }}
    >
      <Upload aria-hidden="true" />
      Go to CSV Upload Section
    </Button>
  );
}

/**
 * The admin's way to the screens outside the dashboard (decision 048): the messages screen and the account
 * page (password, two-factor sign-in), which the portal screens' sidebar links and /admin's plain header
 * does not.
 */
function AdminLinks() {
  return (
    <>
      <Button variant="outline" asChild>
        <Link to={paths.messages}>
          <MessageSquare aria-hidden="true" />
          Messages
        </Link>
      </Button>
      <Button variant="outline" asChild>
        <Link to={paths.account} aria-label="Profile Settings: password and two-factor sign-in">
          <Settings aria-hidden="true" />
          Profile Settings
        </Link>
      </Button>
    </>
  );
}

/**
 * Tabs stay mounted once opened (hidden while another is shown), so switching tabs never loses what is
 * on one: a parsed CSV, upload results with passwords shown only once, a new registration code, or a
 * half-filled form. Tabs not opened yet are not mounted, so their lists load only when first needed.
 */
function useVisitedTabs(tab: AdminTab) {
  const [visited, setVisited] = useState<ReadonlySet<AdminTab>>(() => new Set([tab]));
  if (!visited.has(tab)) setVisited(new Set([...visited, tab]));
  return (value: AdminTab) =>
    ({ value, forceMount: visited.has(value) ? true : undefined, hidden: value !== tab }) as const;
}

/** The admin dashboard [1§2]: six tabs, Messages (decision 028), Lesson Records (decision 054), Families (decision 030) and E-mail (decision 032), whose selection is mirrored in the URL hash. */
export function AdminDashboard() {
  const [tab, setTab] = useHashTab(ADMIN_TABS);
  const panel = useVisitedTabs(tab);
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <PageHeading
        title="Admin Dashboard"
        description="Centrally manage tutoring sessions and tutors"
        actions={
          <>
            <GoToCsvUploadButton />
            <AdminLinks />
          </>
        }
      />
      <LessonRoomCard />
      <Tabs value={tab} onValueChange={setTab} className="grid gap-6">
        <TabsList aria-label="Admin sections">
          {ADMIN_TABS.map((item) => (
            <TabsTrigger key={item.value} value={item.value}>
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent {...panel("schedule")}>
          <ScheduleTab />
        </TabsContent>
        <TabsContent {...panel("tutors")}>
          <TutorsTab />
        </TabsContent>
        <TabsContent {...panel("companies")}>
          <CompaniesTab />
        </TabsContent>
        <TabsContent {...panel("employees")}>
          <CsvUploadTab />
        </TabsContent>
        <TabsContent {...panel("registration")}>
          <RegistrationTab />
        </TabsContent>
        <TabsContent {...panel("lessons")}>
          <RecordedLessonsTab />
        </TabsContent>
        <TabsContent {...panel("messages")}>
          <MessagesTab />
        </TabsContent>
        <TabsContent {...panel("room-lessons")}>
          <RoomLessonsTab />
        </TabsContent>
        <TabsContent {...panel("families")}>
          <FamiliesTab />
        </TabsContent>
        <TabsContent {...panel("email")}>
          <EmailTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
