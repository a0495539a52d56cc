import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { MessageTutor } from "#shared/schemas/messages.ts";
import { messageKeys } from "./message-keys.ts";

export const getMessageTutors = () => api.get<MessageTutor[]>("/api/messages/tutors");

export const messageTutorsQueryOptions = () =>
  queryOptions({ queryKey: messageKeys.tutors, queryFn: getMessageTutors });

/** The tutors the family may write to (those of the sessions it booked or may see). */
export const useMessageTutors = (enabled = true) => useQuery({ ...messageTutorsQueryOptions(), enabled });
