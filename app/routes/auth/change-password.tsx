import { Card, CardContent, CardDescription, CardHeader } from "#app/components/ui/card.tsx";
import { brand } from "#app/config/brand.ts";
import { useUser } from "#app/features/auth/api/get-user.ts";
import { LazyChangePasswordForm } from "#app/features/auth/components/lazy-auth-forms.tsx";

export const meta = () => [{ title: `Choose a new password | ${brand.name}` }];

/** Accounts with a temporary password come here before anything else (DECISIONS.md). */
export default function ChangePasswordPage() {
  const { data: user } = useUser();
  return (
    <div className="flex justify-center px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-bold">Choose a new password</h1>
          <CardDescription>
            {user?.mustChangePassword
              ? "Your account has a temporary password. Choose your own password to continue."
              : "Change the password you use to sign in."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <LazyChangePasswordForm afterChange="home" />
        </CardContent>
      </Card>
    </div>
  );
}
