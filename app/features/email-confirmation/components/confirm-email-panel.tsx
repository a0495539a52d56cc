import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { paths } from "#shared/config/paths.ts";
import { useConfirmEmail } from "../api/confirm-email.ts";

const linkClass = "text-brand-700 underline";

/** Follows a confirmation link once on arrival and says how it went. */
export function ConfirmEmailPanel({ token }: { token: string }) {
  const confirm = useConfirmEmail();
  const sent = useRef(false);
  useEffect(() => {
    // Once only, also under StrictMode's double effect: a second call would find the link used.
    if (sent.current) return;
    sent.current = true;
    confirm.mutate({ token });
  }, [confirm, token]);

  if (confirm.isSuccess)
    return (
      <div role="status" className="grid gap-2 text-slate-800">
        <p className="font-medium">{confirm.data.message}</p>
        <p>
          We can now help you by e-mail if you forget your password or username.{" "}
          <Link className={linkClass} to={paths.auth}>
            Log in
          </Link>
        </p>
      </div>
    );
  if (confirm.isError)
    return (
      <p role="alert" className="text-slate-800">
        {errorMessage(confirm.error)}
      </p>
    );
  return <Spinner label="Confirming your e-mail address" />;
}
