import { Pencil, Trash2 } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";

/** Edit and Delete of one item in a list, each naming `name` to screen readers; Delete waits while `deleting`. */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
  deleting,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  return (
    <>
      <Button variant="outline" size="sm" onClick={onEdit}>
        <Pencil aria-hidden="true" />
        Edit<span className="sr-only"> {name}</span>
      </Button>
      <Button variant="outline" size="sm" disabled={deleting} onClick={onDelete}>
        <Trash2 aria-hidden="true" />
        {deleting ? "Deleting..." : "Delete"}
        <span className="sr-only"> {name}</span>
      </Button>
    </>
  );
}
