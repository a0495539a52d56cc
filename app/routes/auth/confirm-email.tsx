import { Link } from "react-router";
import { unlistedPageMeta } from "#app/config/site.ts";
import { ConfirmEmailPanel } from "#app/features/email-confirmation/components/confirm-email-panel.tsx";
import { paths } from "#shared/config/paths.ts";
import { TokenLinkPage } from "./components/token-link-page.tsx";

export const meta = () => unlistedPageMeta("Confirm your e-mail address");

/** /confirm-email?token=…: the page the confirmation e-mail links to. */
export default function ConfirmEmailPage() {
  return (
    <TokenLinkPage
      title="Confirm your e-mail address"
      incomplete={
        <>
          This confirmation link is incomplete. Sign in and ask for a new one from{" "}
          <Link className="text-brand-700 underline" to={paths.auth}>
            your Profile Settings
          </Link>
          .
        </>
      }
    >
      {(token) => <ConfirmEmailPanel token={token} />}
    </TokenLinkPage>
  );
}
