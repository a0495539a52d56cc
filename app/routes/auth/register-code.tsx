import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader } from "#app/components/ui/card.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { brand } from "#app/config/brand.ts";
import { unlistedPageMeta } from "#app/config/site.ts";
import { useRegistrationCode } from "#app/features/registration/api/get-registration-code.ts";
import { RegisterForm } from "#app/features/registration/components/register-form.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { paths } from "#shared/config/paths.ts";
import type { Route } from "./+types/register-code";

export const meta = () => unlistedPageMeta("Register");

/** /register/{code}: employees register with their company's code (DECISIONS.md). */
export default function RegisterWithCodePage({ params }: Route.ComponentProps) {
  const code = params.code;
  const details = useRegistrationCode(code);
  return (
    <main id="main" className="flex justify-center bg-slate-50 px-4 py-12">
      <Card className="w-full max-w-md">
        {details.isPending ? (
          <CardContent className="flex justify-center py-12">
            <Spinner label="Checking your registration link" />
          </CardContent>
        ) : details.isError ? (
          <>
            <CardHeader>
              <h1 className="text-2xl font-bold">Registration link not valid</h1>
              <CardDescription role="alert">{errorMessage(details.error)}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-2 text-slate-700">
              <p>Please ask your HR team for a new registration link.</p>
              <p>
                Already registered?{" "}
                <Link className="text-brand-700 underline" to={paths.auth}>
                  Log in
                </Link>
              </p>
            </CardContent>
          </>
        ) : (
          <>
            <CardHeader>
              <h1 className="text-2xl font-bold">Join {brand.name}</h1>
              <CardDescription>
                Register your family account, provided by <strong>{details.data.companyName}</strong>.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <RegisterForm credential={{ code }} />
            </CardContent>
          </>
        )}
      </Card>
    </main>
  );
}
