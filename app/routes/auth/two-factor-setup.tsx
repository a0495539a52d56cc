import { useNavigate } from "react-router";
import { Card, CardContent, CardDescription, CardHeader } from "#app/components/ui/card.tsx";
import { brand } from "#app/config/brand.ts";
import { useUser } from "#app/features/auth/api/get-user.ts";
import { LazyTwoFactorSettings } from "#app/features/auth/components/lazy-auth-forms.tsx";
import { homePathForRole } from "#shared/config/paths.ts";

export const meta = () => [{ title: `Turn on two-factor sign-in | ${brand.name}` }];

/** Admins of an install that requires two-factor sign-in come here before anything else (decision 029). */
export default function TwoFactorSetupPage() {
  const { data: user } = useUser();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <div className="flex justify-center px-4 py-12">
      <Card className="w-full max-w-2xl">
        <CardHeader>
          <h1 className="text-2xl font-bold">Turn on two-factor sign-in</h1>
          <CardDescription>
            {user.twoFactorSetupRequired
              ? "This site asks administrators to sign in with a code from an authenticator app as well as their password. Set it up to continue."
              : "Sign in with a code from an authenticator app as well as your password."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <LazyTwoFactorSettings
            enabled={user.twoFactorEnabled}
            headingLevel={2}
            onFinished={() => navigate(homePathForRole(user.role), { replace: true })}
          />
        </CardContent>
      </Card>
    </div>
  );
}
