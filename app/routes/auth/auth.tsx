import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { Card, CardContent, CardDescription, CardHeader } from "#app/components/ui/card.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { brand } from "#app/config/brand.ts";
import { pageMeta } from "#app/config/site.ts";
import { ForgotDialog } from "#app/features/auth/components/forgot-dialog.tsx";
import { LoginForm } from "#app/features/auth/components/login-form.tsx";
import { validateInviteToken } from "#app/features/registration/api/validate-invite-token.ts";
import { RegisterForm } from "#app/features/registration/components/register-form.tsx";
import { OrganisationSignIn } from "#app/features/sso/components/organisation-sign-in.tsx";
import { paths } from "#shared/config/paths.ts";
import type { InviteDetails } from "#shared/schemas/registration.ts";

export const meta = () =>
  pageMeta({
    title: "Log In",
    description: `Sign in to ${brand.name} as a parent, tutor or administrator.`,
    path: paths.auth,
  });

type InviteState =
  | { status: "none" }
  | { status: "checking" }
  | { status: "valid"; token: string; details: InviteDetails };

/** /auth: sign in, or register through an invitation link (?token=…) [1§2]. */
export default function AuthPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const [forgotOpen, setForgotOpen] = useState(false);
  // /auth is prerendered without a token: the first render must match that HTML (a token-dependent
  // first state broke hydration for every invitation link); the effect then checks the token.
  const [invite, setInvite] = useState<InviteState>({ status: "none" });

  useEffect(() => {
    if (!token) {
      setInvite({ status: "none" });
      return;
    }
    let cancelled = false;
    setInvite({ status: "checking" });
    validateInviteToken(token)
      .then((details) => {
        if (cancelled) return;
        setInvite({ status: "valid", token, details });
        toast({
          title: "Invitation Found",
          description: `Hi ${details.fullName}! Please complete your registration.`,
        });
      })
      .catch(() => {
        if (cancelled) return;
        setInvite({ status: "none" });
        toast({
          title: "Invalid Invitation Link",
          description: "This invitation link may have expired or is invalid.",
          variant: "destructive",
        });
      });
    return () => {
      cancelled = true;
    };
  }, [token]);

  return (
    <main id="main" className="flex justify-center bg-slate-50 px-4 py-12">
      <Card className="w-full max-w-md">
        {invite.status === "valid" ? (
          <>
            <CardHeader>
              <h1 className="text-2xl font-bold">Complete your registration</h1>
              <CardDescription>
                {invite.details.companyName
                  ? `${invite.details.companyName} has invited you to ${brand.name}.`
                  : `You have been invited to ${brand.name}.`}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <RegisterForm
                credential={{ token: invite.token }}
                defaults={{ fullName: invite.details.fullName, email: invite.details.email }}
              />
            </CardContent>
          </>
        ) : (
          <>
            <CardHeader>
              <h1 className="text-2xl font-bold">Log In</h1>
              <CardDescription>Welcome back. Sign in to your account to continue.</CardDescription>
            </CardHeader>
            <CardContent>
              {invite.status === "checking" ? (
                <div className="flex justify-center py-8">
                  <Spinner label="Checking your invitation" />
                </div>
              ) : (
                <>
                  <LoginForm onForgot={() => setForgotOpen(true)} />
                  <OrganisationSignIn />
                </>
              )}
            </CardContent>
          </>
        )}
      </Card>
      <ForgotDialog open={forgotOpen} onOpenChange={setForgotOpen} />
    </main>
  );
}
