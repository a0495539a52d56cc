import type * as React from "react";
import { NativeSelect } from "#app/components/ui/input.tsx";
import { useTutors } from "../api/get-tutors.ts";

/** A select of the active tutors ('teachers' on screen); option values are tutor ids ("" for none). */
export function TutorSelect(props: React.ComponentProps<"select">) {
  const tutors = useTutors();
  const activeTutors = tutors.data?.filter((tutor) => tutor.isActive) ?? [];
  return (
    <NativeSelect {...props}>
      <option value="">{tutors.isPending ? "Loading teachers…" : "Select a teacher"}</option>
      {activeTutors.map((tutor) => (
        <option key={tutor.id} value={tutor.id}>
          {tutor.fullName}
        </option>
      ))}
    </NativeSelect>
  );
}
