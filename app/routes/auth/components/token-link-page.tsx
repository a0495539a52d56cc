import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Card, CardContent, CardDescription, CardHeader } from "#app/components/ui/card.tsx";

/**
 * The page a link sent by e-mail opens: a card under `title` holding what the link's `?token=` leads to,
 * or, when the token is missing, `incomplete` (what to do for a new link) as an alert.
 */
export function TokenLinkPage({
  title,
  description,
  incomplete,
  children,
}: {
  title: string;
  description?: ReactNode;
  incomplete: ReactNode;
  children: (token: string) => ReactNode;
}) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  return (
    <main id="main" className="flex justify-center bg-slate-50 px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-bold">{title}</h1>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent>
          {token ? (
            children(token)
          ) : (
            <p role="alert" className="text-slate-700">
              {incomplete}
            </p>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
