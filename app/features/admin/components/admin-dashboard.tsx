import { Upload } from "lucide-react";
import { Tabs } from "radix-ui";
import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { paths } from "#shared/config/paths.ts";
import { ADMIN_TABS, type AdminTab, tabFromHash } from "../lib/admin-tabs.ts";
import { CompaniesTab } from "./companies-tab.tsx";
import { CsvUploadTab } from "./csv-upload-tab.tsx";
import { LessonsTab } from "./lessons-tab.tsx";
import { RegistrationTab } from "./registration-tab.tsx";
import { ScheduleTab } from "./schedule-tab.tsx";
import { TutorsTab } from "./tutors-tab.tsx";

/** The selected tab, mirrored in the URL hash: read on load and on every hash change [1§2]. */
function useHashTab() {
  const [tab, setTab] = useState<AdminTab>(() =>
    typeof window === "undefined" ? "schedule" : tabFromHash(window.location.hash),
  );
  useEffect(() => {
    const onHashChange = () => setTab(tabFromHash(window.location.hash));
    onHashChange();
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);
  const choose = useCallback((next: string) => {
    const value = tabFromHash(next);
    setTab(value);
    if (window.location.hash !== `#${value}`) window.location.hash = value;
  }, []);
  return [tab, choose] as const;
}

/** Goes to /admin#employees; on /admin itself it only sets the hash [1§2]. */
export function GoToCsvUploadButton() {
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

const triggerClasses =
  "rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-white/70 focus-visible:outline-2 focus-visible:outline-brand-700 data-[state=active]:bg-white data-[state=active]:text-slate-950 data-[state=active]:shadow-sm";

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

/** The admin dashboard [1§2]: six tabs whose selection is mirrored in the URL hash. */
export function AdminDashboard() {
  const [tab, setTab] = useHashTab();
  const panel = useVisitedTabs(tab);
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <PageHeading
        title="Admin Dashboard"
        description="Centrally manage tutoring sessions and tutors"
        actions={<GoToCsvUploadButton />}
      />
      <Tabs.Root value={tab} onValueChange={setTab} className="grid gap-6">
        <Tabs.List aria-label="Admin sections" className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
          {ADMIN_TABS.map((item) => (
            <Tabs.Trigger key={item.value} value={item.value} className={triggerClasses}>
              {item.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content {...panel("schedule")}>
          <ScheduleTab />
        </Tabs.Content>
        <Tabs.Content {...panel("tutors")}>
          <TutorsTab />
        </Tabs.Content>
        <Tabs.Content {...panel("companies")}>
          <CompaniesTab />
        </Tabs.Content>
        <Tabs.Content {...panel("employees")}>
          <CsvUploadTab />
        </Tabs.Content>
        <Tabs.Content {...panel("registration")}>
          <RegistrationTab />
        </Tabs.Content>
        <Tabs.Content {...panel("lessons")}>
          <LessonsTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
