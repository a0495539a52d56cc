/** The words of the data-rights sections (decision 030), apart from their layout. */
export const dataRightsText = {
  exportHeading: "Your data",
  exportDescription:
    "Download everything we hold about your account as a JSON file: your details, children, bookings, attendance, recordings watched, messages and sign-in history.",
  exportButton: "Download my data",
  exportPending: "Preparing...",
  exportDone: { title: "Your data is downloading", description: "Look for my-data in your downloads." },
  deleteHeading: "Delete my account",
  deleteDescription: "Erase your account and your children's details for good.",
  deleteButton: "Delete my account",
  erased: [
    "your account and your children's details",
    "bookings of sessions still to come",
    "your calendar feed and your sign-in history",
    'the text of your messages (teachers will see "Message removed")',
  ],
  kept: "Counts that name nobody stay: past sessions booked and attended and recordings watched remain in the school's and your employer's figures, with no link to you or your children.",
  confirmLabel: "Type DELETE to confirm",
  passwordLabel: "Your password",
  submit: "Delete my account for good",
  pending: "Deleting...",
  deleted: {
    title: "Your account has been deleted",
    description: "We have sent a confirmation to your e-mail address.",
  },
} as const;
