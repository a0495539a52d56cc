import { AddTutorDialog } from "#app/features/tutors/components/add-tutor-dialog.tsx";
import { TutorsList } from "#app/features/tutors/components/tutors-list.tsx";
import { TabHeading } from "./tab-heading.tsx";

/** Teacher Management [1§2]: a card grid of tutors with add and edit. */
export function TutorsTab() {
  return (
    <section className="grid gap-6" aria-labelledby="teachers-heading">
      <TabHeading
        id="teachers-heading"
        title="Teacher Management"
        description="Add teachers and keep their details up to date."
      >
        <AddTutorDialog />
      </TabHeading>
      <TutorsList />
    </section>
  );
}
