import { Link } from "react-router";
import { unlistedPageMeta } from "#app/config/site.ts";
import { ResetPasswordForm } from "#app/features/auth/components/reset-password-form.tsx";
import { paths } from "#shared/config/paths.ts";
import { TokenLinkPage } from "./components/token-link-page.tsx";

export const meta = () => unlistedPageMeta("Choose a new password");

/** /auth/reset-password?token=…: the page the reset e-mail links to. */
export default function ResetPasswordPage() {
  return (
    <TokenLinkPage
      title="Choose a new password"
      description={
        <>
          Your new password must be at least 6 characters. Every other signed-in session of your account will
          end.
        </>
      }
      incomplete={
        <>
          This password reset link is incomplete. Ask for a new one from the{" "}
          <Link className="text-brand-700 underline" to={paths.auth}>
            log in page
          </Link>
          .
        </>
      }
    >
      {(token) => <ResetPasswordForm token={token} />}
    </TokenLinkPage>
  );
}
