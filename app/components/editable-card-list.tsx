import { type ReactNode, useState } from "react";
import { QueryState } from "#app/components/query-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "#app/components/ui/card.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";

/** What one card shows: a title (with an optional badge beside it), a description, details and its Edit button. */
export type EditableCard = {
  title: ReactNode;
  badge?: ReactNode;
  description: ReactNode;
  details: ReactNode;
  editText: string;
  editLabel: string;
  /** More controls for the item, drawn beside its Edit button. */
  actions?: ReactNode;
};

/**
 * A list query's items as a grid of cards, each with an Edit button that opens `editor` for its item;
 * the query's loading and error states, and a message when it is empty. `items` says what the list
 * holds, in the plural ("companies"): it names the list ("Companies"), its loading ("Loading companies")
 * and its empty state ("No companies yet.").
 */
export function EditableCardList<Item extends { id: number }>({
  query,
  items,
  card,
  editor,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => unknown; data?: Item[] };
  items: string;
  card: (item: Item) => EditableCard;
  editor: (item: Item, close: () => void) => ReactNode;
}) {
  const [editing, setEditing] = useState<Item | null>(null);
  return (
    <>
      <QueryState query={query} loadingLabel={`Loading ${items}`}>
        {query.data?.length === 0 ? (
          <EmptyState>{`No ${items} yet.`}</EmptyState>
        ) : (
          <ul
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
            aria-label={items.charAt(0).toUpperCase() + items.slice(1)}
          >
            {query.data?.map((item) => {
              const shown = card(item);
              return (
                <li key={item.id}>
                  <Card className="flex h-full flex-col">
                    <CardHeader>
                      {shown.badge ? (
                        <div className="flex items-start justify-between gap-2">
                          <CardTitle className="min-w-0">{shown.title}</CardTitle>
                          {shown.badge}
                        </div>
                      ) : (
                        <CardTitle>{shown.title}</CardTitle>
                      )}
                      <CardDescription>{shown.description}</CardDescription>
                    </CardHeader>
                    <CardContent className="grid flex-1 content-start gap-1 text-sm text-slate-700">
                      {shown.details}
                    </CardContent>
                    <CardFooter className={shown.actions ? "flex-wrap gap-2" : undefined}>
                      {shown.actions}
                      <Button
                        variant="outline"
                        className="w-full"
                        aria-label={shown.editLabel}
                        onClick={() => setEditing(item)}
                      >
                        {shown.editText}
                      </Button>
                    </CardFooter>
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      {editing ? editor(editing, () => setEditing(null)) : null}
    </>
  );
}
