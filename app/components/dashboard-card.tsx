import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader } from "#app/components/ui/card.tsx";

/** A dashboard card: its heading with a link beside it (`link`), then its content. */
export function DashboardCard({
  title,
  link,
  children,
}: {
  title: string;
  link: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-4 space-y-0">
        <h2 className="text-lg font-semibold">{title}</h2>
        {link}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** A dashboard card with nothing to list: an icon, the message, and the way on (children). */
export function DashboardCardEmpty({
  icon: Icon,
  message,
  children,
}: {
  icon: LucideIcon;
  message: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center">
      <Icon className="size-8 text-slate-400" aria-hidden="true" />
      <p className="text-slate-600">{message}</p>
      {children}
    </div>
  );
}
