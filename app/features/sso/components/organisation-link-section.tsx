import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "#app/components/ui/card.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { SSO_ERROR_PARAM, SSO_LINKED_PARAM, ssoErrorMessage } from "#shared/schemas/sso.ts";
import { useChangeSsoLink, useSsoLink } from "../api/sso-link.ts";

/** The section's texts. */
export const organisationLinkText = {
  heading: "Sign in with your organisation",
  description:
    "Your organisation lets you sign in with your work account. Link it to this account so that “Sign in with your organisation” on the sign-in page opens it; you confirm with your organisation's sign-in once.",
  link: "Link your organisation's sign-in",
  linked: "Your organisation's sign-in is linked: “Sign in with your organisation” opens this account.",
  justLinked: "Your organisation's sign-in is now linked to this account.",
  unlink: "Unlink",
  confirmUnlink: "Unlink your organisation's sign-in? You will sign in with your username and password only.",
  unlinked: "Your organisation's sign-in is no longer linked.",
} as const;

/**
 * Profile Settings' link to the organisation's sign-in (decision 056 "Single sign-on"): a family with a
 * password of its own, at a company whose provider serves its address, links the provider's sign-in here,
 * signed in, so no provider can open its account without it. The provider sends the browser back to
 * /account with `?sso_linked=1` or `?sso_error=<code>`, read after the first render. Nothing is shown to an
 * account that cannot link.
 */
export function OrganisationLinkSection() {
  const query = useSsoLink();
  const { start, remove } = useChangeSsoLink();
  const [searchParams] = useSearchParams();
  const refusalCode = searchParams.get(SSO_ERROR_PARAM);
  const justLinked = searchParams.get(SSO_LINKED_PARAM) === "1";
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => setRefusal(refusalCode ? ssoErrorMessage(refusalCode) : null), [refusalCode]);

  if (!query.data?.available) return null;
  const { linked } = query.data;

  const link = () =>
    start.mutate(undefined, {
      onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
      onError: (error) => setRefusal(errorMessage(error)),
    });
  const unlink = () => {
    if (!window.confirm(organisationLinkText.confirmUnlink)) return;
    remove.mutate(undefined, {
      onSuccess: () => toast({ title: organisationLinkText.unlinked }),
      onError: (error) => setRefusal(errorMessage(error)),
    });
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">{organisationLinkText.heading}</h2>
        <CardDescription>{organisationLinkText.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {refusal ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {refusal}
          </p>
        ) : null}
        {linked ? (
          <>
            <p role={justLinked ? "status" : undefined} className="text-sm">
              {justLinked ? organisationLinkText.justLinked : organisationLinkText.linked}
            </p>
            <div>
              <Button type="button" variant="outline" disabled={remove.isPending} onClick={unlink}>
                {organisationLinkText.unlink}
              </Button>
            </div>
          </>
        ) : (
          <div>
            <Button type="button" disabled={start.isPending} onClick={link}>
              {start.isPending ? "Taking you to your organisation..." : organisationLinkText.link}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
