import { Mail, MessageCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type ActionVariant, actionClass } from "#app/components/public/styles.ts";
import { brand } from "#app/config/brand.ts";
import { whatsappLink } from "#shared/config/brand.ts";

/** Opens the messaging-app chat with a pre-filled message, in a new tab. */
export function ChatLink({
  message,
  children = "Chat on WhatsApp",
  variant = "chat",
  className,
}: {
  message: string;
  children?: ReactNode;
  variant?: ActionVariant;
  className?: string;
}) {
  return (
    <a
      href={whatsappLink(brand, message)}
      target="_blank"
      rel="noopener noreferrer"
      className={actionClass(variant, className)}
    >
      <MessageCircle aria-hidden="true" />
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** A mail link to the support mailbox, optionally with a subject. */
export function MailLink({
  subject,
  children = "Email Us",
  variant = "outline",
  className,
}: {
  subject?: string;
  children?: ReactNode;
  variant?: ActionVariant;
  className?: string;
}) {
  const href = `mailto:${brand.supportEmail}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;
  return (
    <a href={href} className={actionClass(variant, className)}>
      <Mail aria-hidden="true" />
      {children}
    </a>
  );
}

/** An internal link styled as a button. Hash links (/#contact) scroll to the section. */
export function ActionLink({
  to,
  children,
  variant = "primary",
  className,
}: {
  to: string;
  children: ReactNode;
  variant?: ActionVariant;
  className?: string;
}) {
  return (
    <Link to={to} className={actionClass(variant, className)}>
      {children}
    </Link>
  );
}

/** A same-page anchor styled as a button (scrolls to a section of the current page). */
export function AnchorAction({
  href,
  children,
  variant = "primary",
  className,
}: {
  href: `#${string}`;
  children: ReactNode;
  variant?: ActionVariant;
  className?: string;
}) {
  return (
    <a href={href} className={actionClass(variant, className)}>
      {children}
    </a>
  );
}
