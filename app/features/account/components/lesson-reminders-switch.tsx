import { ReadState } from "#app/components/query-state.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { useReminderSettings, useUpdateReminderSettings } from "../api/reminder-settings.ts";

export const lessonRemindersText = {
  label: "Lesson reminders by e-mail",
  explanation: "An e-mail 24 hours and 1 hour before each lesson, with a link to join it.",
  turnedOn: "Lesson reminders turned on",
  turnedOff: "Lesson reminders turned off",
} as const;

/**
 * The /account switch of lesson reminders (decision 053): on until the account turns it off; families and
 * tutors each change their own. The switch follows the server's answer, so a refused change leaves it as it was.
 */
export function LessonRemindersSwitch() {
  const query = useReminderSettings();
  const update = useUpdateReminderSettings();
  return (
    <ReadState
      query={query}
      loadingLabel="Loading the lesson reminders setting"
      placeholders={<Skeleton className="h-6 w-2/3" />}
    >
      {(settings) => (
        <div className="flex items-start justify-between gap-4">
          <div className="grid gap-1">
            <label htmlFor="lesson-reminders" className="font-medium text-slate-900">
              {lessonRemindersText.label}
            </label>
            <p id="lesson-reminders-explanation" className="text-sm text-slate-600">
              {lessonRemindersText.explanation}
            </p>
          </div>
          <Switch
            id="lesson-reminders"
            aria-describedby="lesson-reminders-explanation"
            checked={settings.sessionReminders}
            disabled={update.isPending}
            onCheckedChange={(sessionReminders) =>
              update.mutate(
                { sessionReminders },
                {
                  onSuccess: (saved) =>
                    toast({
                      title: saved.sessionReminders
                        ? lessonRemindersText.turnedOn
                        : lessonRemindersText.turnedOff,
                    }),
                  onError: (error) =>
                    toast({ title: "Error", description: errorMessage(error), variant: "destructive" }),
                },
              )
            }
          />
        </div>
      )}
    </ReadState>
  );
}
