import { Hand, UserCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import type { RoomParticipant, RoomState } from "#shared/schemas/lesson-room.ts";
import type { ModerationAction } from "../api/moderate-participant.ts";
import { participantName, raisedHands, stageOrder, waitingChildren } from "../lib/room-layout.ts";
import { ParticipantMenu } from "./participant-menu.tsx";

function PanelSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The host's waiting list: Admit per child, and Admit all. */
export function WaitingList({
  state,
  onAdmit,
}: {
  state: RoomState;
  onAdmit: (body: { participantIds: number[] } | { all: true }) => void;
}) {
  const waiting = waitingChildren(state);
  return (
    <PanelSection id="room-waiting-heading" title={`Waiting (${waiting.length})`}>
      {waiting.length === 0 ? (
        <p className="text-sm text-slate-600">Nobody is waiting.</p>
      ) : (
        <>
          <ul className="grid gap-2">
            {waiting.map((child) => (
              <li key={child.id} className="flex items-center justify-between gap-2">
                <span className="min-w-0 truncate">{participantName(child)}</span>
                <Button size="sm" icon={UserCheck} onClick={() => onAdmit({ participantIds: [child.id] })}>
                  Admit<span className="sr-only"> {participantName(child)}</span>
                </Button>
              </li>
            ))}
          </ul>
          <Button variant="outline" onClick={() => onAdmit({ all: true })}>
            Admit all
          </Button>
        </>
      )}
    </PanelSection>
  );
}

/** Raised hands in the order raised, each with Lower hand. */
export function HandsList({
  state,
  onLower,
}: {
  state: RoomState;
  onLower: (participantId: number) => void;
}) {
  const hands = raisedHands(state);
  return (
    <PanelSection id="room-hands-heading" title={`Raised hands (${hands.length})`}>
      {hands.length === 0 ? (
        <p className="text-sm text-slate-600">No hands are raised.</p>
      ) : (
        <ol className="grid list-decimal gap-2 pl-5">
          {hands.map((person) => (
            <li key={person.id}>
              <span className="flex items-center justify-between gap-2">
                <span className="flex min-w-0 items-center gap-1 truncate">
                  <Hand className="size-4" aria-hidden="true" />
                  {participantName(person)}
                </span>
                <Button variant="outline" size="sm" onClick={() => onLower(person.id)}>
                  Lower hand<span className="sr-only"> of {participantName(person)}</span>
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
    </PanelSection>
  );
}

/**
 * The children in the lesson, each with the host's menu; a child whose page is not connected now (it left,
 * dropped, or has not joined yet) says so.
 */
export function PeopleList({
  state,
  onAction,
}: {
  state: RoomState;
  onAction: (participant: RoomParticipant, action: ModerationAction) => void;
}) {
  const children = stageOrder(state.participants).filter((person) => person.role === "participant");
  return (
    <PanelSection id="room-people-heading" title={`Children in the lesson (${children.length})`}>
      <ul className="grid gap-3">
        {children.map((child) => (
          <li key={child.id} className="grid gap-1 border-b border-slate-100 pb-2">
            <span className="font-medium">{participantName(child)}</span>
            {!child.connected && <span className="text-sm text-slate-600">Not connected</span>}
            <ParticipantMenu participant={child} onAction={(action) => onAction(child, action)} />
          </li>
        ))}
      </ul>
    </PanelSection>
  );
}
