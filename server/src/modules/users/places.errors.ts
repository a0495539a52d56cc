import { NO_PLACES_LEFT, onlyPlacesLeft, PLACES_ERROR_CODES } from "#shared/schemas/places.ts";
import { conflict } from "../../errors.ts";

/** 409: one account was asked for and the company has no place free. */
export const noPlacesLeft = () => conflict(NO_PLACES_LEFT, PLACES_ERROR_CODES.noPlacesLeft);

/** 409: a bulk creation asked for more accounts than `free` places (refused whole). */
export const notEnoughPlaces = (free: number) =>
  conflict(onlyPlacesLeft(free), PLACES_ERROR_CODES.notEnoughPlaces);
