import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { ReminderSettings } from "#shared/schemas/room-reminders.ts";

/** The signed-in account's lesson reminders switch (decision 053); only the account feature reads it. */
export const reminderSettingsKey = ["account", "reminders"] as const;

export const getReminderSettings = () => api.get<ReminderSettings>("/api/account/reminders");
export const putReminderSettings = (settings: ReminderSettings) =>
  api.put<ReminderSettings>("/api/account/reminders", settings);

export const useReminderSettings = () =>
  useQuery({ queryKey: reminderSettingsKey, queryFn: getReminderSettings });

/** Turns the account's lesson reminders on or off; the answer is the switch's new state. */
export function useUpdateReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putReminderSettings,
    onSuccess: (settings) => queryClient.setQueryData(reminderSettingsKey, settings),
  });
}
