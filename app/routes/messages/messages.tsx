import { useSearchParams } from "react-router";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { brand } from "#app/config/brand.ts";
import { useUser } from "#app/features/auth/api/get-user.ts";
import { MessagesScreen } from "#app/features/messages/components/messages-screen.tsx";

export const meta = () => [{ title: `Messages | ${brand.name}` }];

/** The open conversation, named in the address (`?thread=`) so a notice e-mail's link opens it. */
function useSelectedThread() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("thread");
  const id = raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
  const select = (next: number | null) =>
    setParams(next === null ? {} : { thread: String(next) }, { preventScrollReset: true });
  return [id, select] as const;
}

/**
 * /messages (decision 028): a family's conversations with its children's teachers, a tutor's with families;
 * an admin reads every conversation here as on the admin dashboard's Messages tab.
 */
export default function Page() {
  const { data: user } = useUser();
  const [selectedId, select] = useSelectedThread();
  // HR managers take no part in messages (the route guard sends them to /employer).
  if (!user || user.role === "hr") return null;
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <PageHeading
        title="Messages"
        description={
          user.role === "tutor"
            ? "Conversations with the families of your students."
            : user.role === "parent"
              ? "Conversations with your children's teachers."
              : "Every conversation between families and teachers."
        }
      />
      <MessagesScreen viewer={user.role} selectedId={selectedId} onSelect={select} />
    </div>
  );
}
