/** "1 account has been" / "3 accounts have been", for the generation results and toasts. */
export const accountsCount = (count: number) =>
  count === 1 ? "1 account has been" : `${count} accounts have been`;
