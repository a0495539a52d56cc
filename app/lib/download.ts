/** Offers text content to the browser as a file download. */
export function downloadText(filename: string, content: string, type: string) {
  downloadBlob(filename, new Blob([content], { type }));
}

/** A CSV download; a byte-order mark makes spreadsheet programs read UTF-8 (accents) correctly. */
export function downloadCsv(filename: string, csv: string) {
  downloadText(filename, `\uFEFF${csv}`, "text/csv;charset=utf-8");
}

function downloadBlob(filename: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  downloadUrl(filename, url);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function downloadUrl(filename: string, url: string) {
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}
