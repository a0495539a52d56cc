import { CalendarPlus, Power, RefreshCw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { CopyButton } from "#app/components/copy-button.tsx";
import { ReadState } from "#app/components/query-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { formatDate, formatDateTime } from "#app/lib/format-date.ts";
import { webcalUrl } from "#shared/schemas/calendar-feed-addresses.ts";
import { useCreateCalendarFeed } from "../api/create-calendar-feed.ts";
import { useDeleteCalendarFeed } from "../api/delete-calendar-feed.ts";
import { useCalendarFeed } from "../api/get-calendar-feed.ts";
import { calendarFeedText as text } from "../lib/calendar-feed-text.ts";

const failed = (error: Error) =>
  toast({ title: "Error", description: errorMessage(error), variant: "destructive" });

/**
 * The family's calendar feed on /account (decision 025): turn it on, then the address once with Copy link
 * and Subscribe (webcal); Replace link and Turn off after the browser's confirmation; and when a calendar
 * program last fetched it, so a subscription that stopped updating shows.
 */
export function CalendarFeedSection() {
  const query = useCalendarFeed();
  const enabled = query.data?.enabled;
  const create = useCreateCalendarFeed();
  const remove = useDeleteCalendarFeed();
  // The address exists in the browser only between turning on (or replacing) and leaving the page.
  const [address, setAddress] = useState<string | null>(null);
  const busy = create.isPending || remove.isPending;
  // Keyboard focus follows the section: to the new address once shown, to Turn on once the feed is off.
  const addressRef = useRef<HTMLInputElement>(null);
  const turnOnRef = useRef<HTMLButtonElement>(null);
  const [turnedOff, setTurnedOff] = useState(false);
  useEffect(() => {
    if (address) addressRef.current?.focus();
  }, [address]);
  useEffect(() => {
    if (!turnedOff || enabled !== false) return;
    turnOnRef.current?.focus();
    setTurnedOff(false);
  }, [turnedOff, enabled]);

  const turnOn = (replacing: boolean) => {
    if (replacing && !window.confirm(text.confirmReplace)) return;
    create.mutate(undefined, {
      onSuccess: ({ url }) => {
        setAddress(url);
        toast(replacing ? text.replaced : text.turnedOn);
      },
      onError: failed,
    });
  };

  const turnOff = () => {
    if (!window.confirm(text.confirmTurnOff)) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        setAddress(null);
        setTurnedOff(true);
        toast(text.turnedOff);
      },
      onError: failed,
    });
  };

  return (
    <ReadState
      query={query}
      loadingLabel="Loading the calendar feed"
      placeholders={
        <>
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-10 w-32" />
        </>
      }
    >
      {(feed) =>
        feed.enabled ? (
          <div className="grid gap-4">
            <div className="grid gap-1 text-sm">
              <p className="font-medium text-slate-900">{text.on}</p>
              {feed.createdAt ? (
                <p className="text-slate-600">{text.turnedOnAt(formatDate(feed.createdAt))}</p>
              ) : null}
              <p className="text-slate-600">
                {feed.lastFetchedAt ? text.lastFetched(formatDateTime(feed.lastFetchedAt)) : text.notFetched}
              </p>
            </div>
            {address ? (
              <div className="grid gap-3 rounded-lg border border-slate-200 p-4">
                <Field id="calendar-feed-address" label={text.addressLabel} hint={text.addressHint}>
                  <Input
                    ref={addressRef}
                    readOnly
                    value={address}
                    onFocus={(event) => event.currentTarget.select()}
                  />
                </Field>
                <div className="flex flex-wrap gap-2">
                  <CopyButton text={address} label={text.copy} copiedMessage={text.copied} />
                  <Button asChild variant="outline" size="sm">
                    <a href={webcalUrl(address)}>
                      <CalendarPlus aria-hidden="true" />
                      {text.subscribe}
                    </a>
                  </Button>
                </div>
              </div>
            ) : (
              <p className="text-sm text-slate-600">{text.addressHidden}</p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" disabled={busy} onClick={() => turnOn(true)}>
                <RefreshCw aria-hidden="true" />
                {text.replace}
              </Button>
              <Button variant="outline" disabled={busy} onClick={turnOff}>
                <Power aria-hidden="true" />
                {text.turnOff}
              </Button>
            </div>
          </div>
        ) : (
          <div className="grid justify-items-start gap-3">
            <p className="text-sm text-slate-700">{text.off}</p>
            <Button ref={turnOnRef} disabled={busy} onClick={() => turnOn(false)}>
              <CalendarPlus aria-hidden="true" />
              {text.turnOn}
            </Button>
          </div>
        )
      }
    </ReadState>
  );
}
