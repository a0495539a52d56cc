import { Link, useSearchParams } from "react-router";
import { Card, CardContent, CardDescription, CardHeader } from "#app/components/ui/card.tsx";
import { brand } from "#app/config/brand.ts";
import { ResetPasswordForm } from "#app/features/auth/components/reset-password-form.tsx";
import { paths } from "#shared/config/paths.ts";

export const meta = () => [
  { title: `Choose a new password | ${brand.name}` },
  { name: "robots", content: "noindex" },
];

/** /auth/reset-password?token=…: the page the reset e-mail links to. */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  return (
    <main id="main" className="flex justify-center bg-slate-50 px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-bold">Choose a new password</h1>
          <CardDescription>
            Your new password must be at least 6 characters. Every other signed-in session of your account
            will end.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {token ? (
            <ResetPasswordForm token={token} />
          ) : (
            <p role="alert" className="text-slate-700">
              This password reset link is incomplete. Ask for a new one from the{" "}
              <Link className="text-brand-700 underline" to={paths.auth}>
                log in page
              </Link>
              .
            </p>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
