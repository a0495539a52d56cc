/** Utilisation report failures; their codes live in shared so the client can act on them. */
import { UTILISATION_ERROR_CODES } from "#shared/schemas/utilisation.ts";
import { notFound } from "../../errors.ts";

export const reportLinkNotFound = () =>
  notFound("Report link not found", UTILISATION_ERROR_CODES.reportLinkNotFound);
/** One answer for unknown, revoked and expired links: the holder learns nothing about which. */
export const sharedReportNotFound = () =>
  notFound(
    "This report link is not valid. It may have expired or been revoked.",
    UTILISATION_ERROR_CODES.reportNotFound,
  );
