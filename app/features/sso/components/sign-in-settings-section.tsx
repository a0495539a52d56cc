import { lazy, Suspense, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "#app/components/ui/card.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { useChangeSignInSettings, useSignInSettings } from "../api/sign-in-settings.ts";

// The form (react-hook-form, zod and the settings' schema) loads when Set up or Change is pressed.
const SignInSettingsForm = lazy(() =>
  import("./sign-in-settings-form.tsx").then((module) => ({ default: module.SignInSettingsForm })),
);

/**
 * A company's "Sign in with your organisation" settings (DECISIONS.md "Employers: single sign-on and
 * provisioning"): the provider's issuer and client, the company's e-mail domains and the redirect address to
 * register at the provider. `companyId` is the admin's company page; without it, the HR manager's own
 * company. The client secret is never shown: only whether one is stored.
 */
export function SignInSettingsSection({ companyId }: { companyId?: number }) {
  const settings = useSignInSettings(companyId);
  const { turnOff } = useChangeSignInSettings(companyId);
  const [editing, setEditing] = useState(false);
  const data = settings.data;

  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold">Sign in with your organisation</h2>
        <CardDescription>
          Employees sign in with the organisation's own identity provider (OpenID Connect, e.g. Microsoft
          Entra ID, Okta or Google) by typing their work e-mail on the sign-in page.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!data ? (
          settings.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(settings.error)}
            </p>
          ) : (
            <Spinner label="Loading the sign-in settings" />
          )
        ) : (
          <>
            <div className="grid gap-1">
              <p className="text-sm font-medium text-slate-800">Redirect URI to register at the provider</p>
              <code className="break-all rounded bg-slate-100 px-2 py-1 text-sm">{data.redirectUri}</code>
            </div>
            {data.configured ? (
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                <dt className="font-medium text-slate-700">Issuer</dt>
                <dd className="break-all">{data.issuer}</dd>
                <dt className="font-medium text-slate-700">Client ID</dt>
                <dd className="break-all">{data.clientId}</dd>
                <dt className="font-medium text-slate-700">Client secret</dt>
                <dd>{data.hasClientSecret ? "Stored (hidden)" : "Not set"}</dd>
                <dt className="font-medium text-slate-700">E-mail domains</dt>
                <dd className="break-all">{data.domains.join(", ")}</dd>
              </dl>
            ) : (
              <p className="text-sm text-slate-700">
                Not set: employees sign in with their username and password.
              </p>
            )}
            {editing ? (
              <Suspense fallback={<Spinner label="Loading the form" />}>
                <SignInSettingsForm companyId={companyId} current={data} onDone={() => setEditing(false)} />
              </Suspense>
            ) : (
              <div className="flex flex-wrap gap-2">
                <Button type="button" onClick={() => setEditing(true)}>
                  {data.configured ? "Change sign-in settings" : "Set up sign-in with your organisation"}
                </Button>
                {data.configured ? (
                  <Button
                    type="button"
                    variant="outline"
                    disabled={turnOff.isPending}
                    onClick={() =>
                      turnOff.mutate(undefined, {
                        onSuccess: () => toast({ title: "Sign-in with the organisation turned off" }),
                        onError: (error) =>
                          toast({
                            title: "Not turned off",
                            description: errorMessage(error),
                            variant: "destructive",
                          }),
                      })
                    }
                  >
                    Turn off
                  </Button>
                ) : null}
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
