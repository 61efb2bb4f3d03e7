// Licensing simulator (spec §9): SP due month by the plate's last digit, and late charges.
import { roundHalfUp, toCents } from "../../lib/money.ts";

export type LicensingVehicleType = "light" | "truck";

/** Shown when the due month is not known (other states, or a plate without a digit). */
export const CONSULT_DETRAN = "Consulte o DETRAN";

/** A plate digit character. */
export type Digit = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9";

/** SP calendar: due month by the plate's last digit, for light vehicles and trucks. */
export const SP_LICENSING_CALENDAR: Record<LicensingVehicleType, Record<Digit, string>> = {
  // Automóveis e Motos
  light: {
    "1": "Julho",
    "2": "Julho",
    "3": "Agosto",
    "4": "Agosto",
    "5": "Setembro",
    "6": "Setembro",
    "7": "Outubro",
    "8": "Outubro",
    "9": "Novembro",
    "0": "Dezembro",
  },
  // Caminhões
  truck: {
    "1": "Setembro",
    "2": "Setembro",
    "3": "Outubro",
    "4": "Outubro",
    "5": "Outubro",
    "6": "Novembro",
    "7": "Novembro",
    "8": "Novembro",
    "9": "Dezembro",
    "0": "Dezembro",
  },
};

/** States whose calendar is known. */
export const LICENSING_CALENDAR_STATES: readonly string[] = ["SP"];

export type DueMonthInput = { plate: string; state: string; vehicleType: LicensingVehicleType };

export type DueMonthResult = {
  /** Month name ("Julho") or "Consulte o DETRAN". */
  dueDate: string;
  /** False when the state has no calendar (the UI shows 'Calendário Indisponível'). */
  calendarAvailable: boolean;
};

function isDigit(char: string | undefined): char is Digit {
  return char !== undefined && char.length === 1 && char >= "0" && char <= "9";
}

/** The last digit character of a plate ("ABC1D23" → "3"); null when it has none. */
export function lastPlateDigit(plate: string): Digit | null {
  for (let index = plate.length - 1; index >= 0; index--) {
    const char = plate[index];
    if (isDigit(char)) return char;
  }
  return null;
}

/** The licensing due month for a plate. Only SP has a calendar. */
export function dueMonth(input: DueMonthInput): DueMonthResult {
  if (!LICENSING_CALENDAR_STATES.includes(input.state)) {
    return { dueDate: CONSULT_DETRAN, calendarAvailable: false };
  }
  const digit = lastPlateDigit(input.plate);
  const month = digit === null ? undefined : SP_LICENSING_CALENDAR[input.vehicleType][digit];
  return { dueDate: month ?? CONSULT_DETRAN, calendarAvailable: true };
}

/** Charges form; `lateFee` is a percent, `monthlyInterest` a percent per month. */
export type ChargesInput = {
  baseValue: number;
  lateFee: number;
  monthlyInterest: number;
  monthsLate: number;
};

export type ChargesResult = {
  baseValue: number;
  feeAmount: number;
  interestAmount: number;
  total: number;
};

/** A finite positive number, else 0. */
function nonNegative(n: number): number {
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/**
 * Late charges, only when months late > 0: fee = base × fee% / 100; interest = base ×
 * monthly% / 100 × months; total = base + fee + interest. With 0 months, total = base.
 * Negative or non-finite inputs count as 0.
 *
 * Every amount is in reais rounded to cents (base, fee and interest each rounded half up from
 * their exact value) and the total is the sum of the rounded rows, so the result card's rows
 * always add up to its Total (base R$ 100,07, 20 %, 1 %, 3 months: 100,07 + 20,01 + 3,00 =
 * 123,08).
 */
export function calculateCharges(input: ChargesInput): ChargesResult {
  const baseCents = toCents(nonNegative(input.baseValue));
  const months = nonNegative(input.monthsLate);
  const feeCents = months > 0 ? roundHalfUp((baseCents * nonNegative(input.lateFee)) / 100) : 0;
  const interestCents = roundHalfUp((baseCents * nonNegative(input.monthlyInterest) * months) / 100);
  return {
    baseValue: baseCents / 100,
    feeAmount: feeCents / 100,
    interestAmount: interestCents / 100,
    total: (baseCents + feeCents + interestCents) / 100,
  };
}
