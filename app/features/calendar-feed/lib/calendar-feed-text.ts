/** The words of the calendar feed section, apart from its layout. */
export const calendarFeedText = {
  heading: "Calendar feed",
  description:
    "See your children's sessions in Google Calendar, Apple Calendar or Outlook. Your calendar program checks the feed for changes and cancellations by itself.",
  off: "The calendar feed is off.",
  on: "The calendar feed is on.",
  turnOn: "Turn on",
  replace: "Replace link",
  turnOff: "Turn off",
  copy: "Copy link",
  subscribe: "Subscribe",
  addressLabel: "Calendar feed address",
  addressHint:
    "Shown only now. Anyone with this address can see your children's sessions, so share it only with your own calendar.",
  addressHidden:
    "For your privacy the address is shown only once. If you no longer have it, replace the link and subscribe again.",
  turnedOnAt: (date: string) => `Turned on ${date}`,
  lastFetched: (dateTime: string) => `Last fetched by a calendar program: ${dateTime}`,
  notFetched: "Not fetched yet",
  confirmReplace:
    "Replace the calendar feed link? The old address stops working at once, so calendars subscribed to it stop updating.",
  confirmTurnOff: "Turn off the calendar feed? Calendars subscribed to it stop updating.",
  copied: "The calendar feed address is on your clipboard.",
  turnedOn: {
    title: "Calendar feed on",
    description: "Copy the link or subscribe to add it to your calendar.",
  },
  replaced: {
    title: "Calendar feed link replaced",
    description: "The old address no longer works. Subscribe with the new one.",
  },
  turnedOff: { title: "Calendar feed off", description: "The address no longer works." },
} as const;
