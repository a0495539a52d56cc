/**
 * The portal sidebar's sections and links per role [2§2.4], decision 014. The shell draws whichever list
 * it is given; the signed-in layout picks it from the role and the screen.
 */
import {
  BookOpen,
  CalendarDays,
  FileText,
  GraduationCap,
  House,
  LayoutDashboard,
  type LucideIcon,
  MessageSquare,
  Radio,
  Settings,
  ShieldCheck,
  Users,
  Video,
} from "lucide-react";
import { paths } from "#shared/config/paths.ts";

export type PortalLink = {
  label: string;
  to: string;
  icon: LucideIcon;
  /** A count the shell shows beside the link (unread messages), given by the signed-in layout. */
  countKey?: PortalCountKey;
};
/** The counts a sidebar link can show. */
export type PortalCountKey = "unreadMessages";
export type PortalSection = { title: string; links: readonly PortalLink[] };
/** Which portal a screen belongs to: the tutor workspace, the student screens or the parent portal. */
export type PortalArea = "tutor" | "student" | "parent";

const profileSettings: PortalLink = { label: "Profile Settings", to: paths.account, icon: Settings };
/** Parent–tutor messages (decision 028), with the unread count. */
const messagesLink: PortalLink = {
  label: "Messages",
  to: paths.messages,
  icon: MessageSquare,
  countKey: "unreadMessages",
};

const tutorSections: readonly PortalSection[] = [
  {
    title: "OVERVIEW",
    links: [
      { label: "Dashboard", to: paths.dashboard, icon: LayoutDashboard },
      { label: "Schedule", to: paths.schedule, icon: CalendarDays },
      messagesLink,
    ],
  },
  {
    title: "TEACHING",
    links: [
      { label: "Recorded Lessons", to: paths.recordedLessons, icon: Video },
      { label: "Live Sessions", to: paths.liveSessions, icon: Radio },
      { label: "Students", to: paths.students, icon: GraduationCap },
      { label: "Resources", to: paths.resources, icon: FileText },
    ],
  },
];

const adminSection: PortalSection = {
  title: "ADMINISTRATION",
  links: [{ label: "Admin", to: paths.admin, icon: ShieldCheck }],
};

const parentDashboardLink: PortalLink = {
  label: "Parent Dashboard",
  to: paths.parentDashboard,
  icon: LayoutDashboard,
};

/**
 * The student sidebar of [2§2.4], Profile Settings to /account (DECISIONS.md), and the family's way back
 * (decision 049): the student screens are the family account's too, so they keep the parent dashboard and
 * the messages with their unread count, as the parent portal keeps the Student Dashboard.
 */
const studentSections: readonly PortalSection[] = [
  { title: "DASHBOARD", links: [{ label: "Home", to: paths.student, icon: House }] },
  {
    title: "LEARNING",
    links: [
      { label: "My Schedule", to: paths.studentSchedule, icon: CalendarDays },
      { label: "Recorded Lessons", to: paths.studentLessons, icon: Video },
      { label: "Resources", to: paths.studentResources, icon: FileText },
      { label: "Live Sessions", to: paths.studentLive, icon: Radio },
    ],
  },
  { title: "PARENT PORTAL", links: [parentDashboardLink, messagesLink] },
  { title: "ACCOUNT", links: [profileSettings] },
];

const parentSections: readonly PortalSection[] = [
  {
    title: "PARENT PORTAL",
    links: [
      parentDashboardLink,
      { label: "Recorded Lessons", to: paths.parentPortal, icon: BookOpen },
      { label: "Resources", to: paths.resources, icon: FileText },
      messagesLink,
    ],
  },
  { title: "STUDENT", links: [{ label: "Student Dashboard", to: paths.student, icon: Users }] },
  { title: "ACCOUNT", links: [profileSettings] },
];

/** The portal a screen belongs to, for a role: families see the student or the parent portal. */
export function portalAreaOf(role: "admin" | "tutor" | "parent", pathname: string): PortalArea {
  if (role !== "parent") return "tutor";
  return pathname === paths.student || pathname.startsWith(`${paths.student}/`) ? "student" : "parent";
}

/** The sidebar's sections for a role on a screen; the Logout control follows them in the shell. */
export function portalSectionsFor(
  role: "admin" | "tutor" | "parent",
  pathname: string,
): readonly PortalSection[] {
  const area = portalAreaOf(role, pathname);
  if (area === "student") return studentSections;
  if (area === "parent") return parentSections;
  const sections = [...tutorSections, { title: "ACCOUNT", links: [profileSettings] }];
  return role === "admin" ? [...sections.slice(0, 2), adminSection, sections[2]!] : sections;
}

/** The first screen of a portal area: where the logo leads. */
export const portalHome: Record<PortalArea, string> = {
  tutor: paths.dashboard,
  student: paths.student,
  parent: paths.parentDashboard,
};
