import { EditableCardList } from "#app/components/editable-card-list.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { formatDate } from "#app/lib/format-date.ts";
import { useTutors } from "../api/get-tutors.ts";
import { EditTutorDialog } from "./edit-tutor-dialog.tsx";
import { IssueTemporaryPasswordDialog } from "./issue-temporary-password-dialog.tsx";

/**
 * The tutors as cards, each with its Edit Details dialog [1§2] and, while the teacher has not signed in
 * yet, a new temporary password.
 */
export function TutorsList() {
  return (
    <EditableCardList
      query={useTutors()}
      items="teachers"
      card={(tutor) => ({
        title: tutor.fullName,
        description: tutor.email,
        details: (
          <>
            <p>Username: {tutor.username}</p>
            <p>
              Role: <span className="capitalize">{tutor.role === "tutor" ? "Teacher" : tutor.role}</span>
              {tutor.isActive ? null : <Badge className="ml-2">Deactivated</Badge>}
            </p>
            <p>Created: {formatDate(tutor.createdAt)}</p>
            {tutor.awaitingFirstSignIn ? <p>Not signed in yet</p> : null}
            {tutor.subjects.length > 0 ? <p>Subjects: {tutor.subjects.join(", ")}</p> : null}
          </>
        ),
        editText: "Edit Details",
        editLabel: `Edit Details of ${tutor.fullName}`,
        actions: tutor.awaitingFirstSignIn ? <IssueTemporaryPasswordDialog tutor={tutor} /> : undefined,
      })}
      editor={(tutor, close) => <EditTutorDialog key={tutor.id} tutor={tutor} onClose={close} />}
    />
  );
}
