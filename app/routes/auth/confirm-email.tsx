import { Link, useSearchParams } from "react-router";
import { Card, CardContent, CardHeader } from "#app/components/ui/card.tsx";
import { brand } from "#app/config/brand.ts";
import { ConfirmEmailPanel } from "#app/features/email-confirmation/components/confirm-email-panel.tsx";
import { paths } from "#shared/config/paths.ts";

export const meta = () => [
  { title: `Confirm your e-mail address | ${brand.name}` },
  { name: "robots", content: "noindex" },
];

/** /confirm-email?token=…: the page the confirmation e-mail links to (issue 14 item 11). */
export default function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  return (
    <main id="main" className="flex justify-center bg-slate-50 px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-bold">Confirm your e-mail address</h1>
        </CardHeader>
        <CardContent>
          {token ? (
            <ConfirmEmailPanel token={token} />
          ) : (
            <p role="alert" className="text-slate-700">
              This confirmation link is incomplete. Sign in and ask for a new one from{" "}
              <Link className="text-brand-700 underline" to={paths.auth}>
                your Profile Settings
              </Link>
              .
            </p>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
