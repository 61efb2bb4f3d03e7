// The words a licensing year file (./data-schema.ts) and the pure logic (./state-rules.ts) share.
// No zod here: the licensing page imports these, and the schema's validator stays out of the
// browser's JavaScript.

/**
 * The vehicle types a fee or a calendar can name. `car` is every light vehicle that is not a
 * motorcycle (automóveis, camionetas, utilitários); `motorcycle` covers motos and motonetas;
 * `truck` is caminhão and caminhão-trator (SP's second calendar). A fee or calendar without
 * vehicle types applies to all three.
 */
export const LICENSING_VEHICLE_TYPES = ["car", "motorcycle", "truck"] as const;
export type LicensingVehicleKind = (typeof LICENSING_VEHICLE_TYPES)[number];

/** The plate's final digits, as the calendars name them. */
export const FINAL_DIGITS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"] as const;
export type FinalDigit = (typeof FINAL_DIGITS)[number];
