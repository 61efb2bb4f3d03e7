// The words an IPVA year file (./data-schema.ts) and the calculator share: vehicle types, fuels
// and owners. No zod here: the calculator's page imports these, and the schema's validator
// stays out of the browser's JavaScript.

/**
 * The vehicle types a rate or rule can name. `car` is the passenger car (and the "misto", e.g.
 * SUVs); `pickup` (caminhonete) and `truck-bus` (caminhão, ônibus, micro-ônibus) are asked only
 * in states whose data gives them their own rate or rule; elsewhere a pickup is priced as a car.
 */
export const IPVA_VEHICLE_TYPES = ["car", "pickup", "motorcycle", "truck-bus"] as const;
export type IpvaVehicleType = (typeof IPVA_VEHICLE_TYPES)[number];

/**
 * Fuels a rule can depend on; the calculator asks for the fuel only where a rule needs it.
 * `hybrid-ethanol` is a hybrid whose combustion engine runs on ethanol or flex (SP's rule);
 * a rule for every hybrid lists both `hybrid` and `hybrid-ethanol`.
 */
export const IPVA_FUELS = [
  "flex",
  "gasoline",
  "ethanol",
  "diesel",
  "gnv",
  "electric",
  "hybrid",
  "hybrid-ethanol",
] as const;
export type IpvaFuel = (typeof IPVA_FUELS)[number];

/** Who owns the vehicle: pessoa física (individual) or jurídica (company). */
export const IPVA_OWNERS = ["individual", "company"] as const;
export type IpvaOwner = (typeof IPVA_OWNERS)[number];
