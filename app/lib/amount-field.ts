// An amount field's text as the form reads it when sent: the amount, or what is wrong with it
// in words the person can act on. Pure (the server renders the same messages for a form sent
// before the page's scripts ran). The numbers are read by the one amount parser
// (./parse-amount.ts); this module adds what a form must refuse or ask about instead of
// guessing: words that are not an amount, a negative, and the English thousands comma.
import { formatBRL, formatNumberUpTo } from "./format.ts";
import { readAmountText, type AmountKind, type AmountReading } from "./parse-amount.ts";

/** Only what an amount is written with: digits, marks, spaces, "R$", a sign, and "mil" after it. */
const AMOUNT_TEXT = /^\s*[-+]?\s*(?:R\$)?\s*[-+]?[\d.,\s]*(?:mil)?\s*%?\s*$/i;

/** A field's text read as the parser reads it, except that words other than "mil" are no amount ("abc12"). */
function readFieldText(raw: string, kind: AmountKind): AmountReading {
  return AMOUNT_TEXT.test(raw) ? readAmountText(raw, kind) : { kind: "invalid" };
}

/** What a form says of a field's amount, by field: its noun phrase and the rules it checks. */
export type AmountRules = {
  /** "o valor do veículo": the field, as the messages name it (lower case, with its article). */
  field: string;
  /** The field's noun is feminine ("a entrada": "negativa"). */
  feminine?: boolean;
  /** Money ("R$ 80.000,00" in the messages) or a plain quantity. */
  money: boolean;
  /** Empty is fine (an optional field): read as undefined. */
  optional?: boolean;
  /** Zero is an answer (a 0 % rate); otherwise the amount must be above zero. */
  zeroAllowed?: boolean;
  /** An example of how to write it, for the message about text that is no amount ("80.000"). */
  example: string;
  /**
   * A price per litre: "5,899" is what the pump shows (3 decimals), never five thousand reais,
   * so a comma before three digits is read as written instead of asked about.
   */
  perLitre?: boolean;
};

/** An amount field read: its value, or the message that goes under it. */
export type AmountFieldReading =
  { value: number | undefined; problem?: undefined } | { value?: undefined; problem: string };

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Reads a field's text by its rules: the value, or a specific pt-BR message. */
export function readAmountField(
  raw: string | null | undefined,
  kind: AmountKind,
  rules: AmountRules,
): AmountFieldReading {
  const read = readFieldText(raw ?? "", kind);
  const reading: AmountReading =
    read.kind === "ambiguous" && rules.perLitre ? { kind: "amount", value: read.value } : read;
  const shown = (n: number) => (rules.money ? formatBRL(n) : formatNumberUpTo(n, 2));
  switch (reading.kind) {
    case "empty":
      return rules.optional ? { value: undefined } : { problem: `Informe ${rules.field}.` };
    case "invalid":
      return { problem: `${capitalised(rules.field)} não é um número: escreva como ${rules.example}.` };
    case "ambiguous":
      return {
        problem:
          `Você quis dizer ${shown(reading.suggestion)}? No Brasil, a vírgula separa os centavos: ` +
          `escreva ${groupedExample(reading.suggestion, rules.money)} para ${shown(reading.suggestion)} ` +
          `ou ${commaExample(reading.value)} para ${shown(reading.value)}.`,
      };
    case "amount":
      if (reading.value < 0)
        return { problem: `${capitalised(rules.field)} não pode ser ${rules.feminine ? "negativa" : "negativo"}.` };
      if (reading.value === 0 && !rules.zeroAllowed) {
        return rules.optional ? { value: 0 } : { problem: `${capitalised(rules.field)} deve ser maior que zero.` };
      }
      return { value: reading.value };
  }
}

/** "80.000": the suggestion as a Brazilian writes it. */
function groupedExample(n: number, money: boolean): string {
  return money
    ? formatBRL(n)
        .replace(/^R\$\s/, "")
        .replace(/,00$/, "")
    : formatNumberUpTo(n, 2);
}

/** "80,00": the amount as written with its decimal comma. */
function commaExample(n: number): string {
  return formatBRL(n).replace(/^R\$\s/, "");
}

/** A whole number of months as typed: 1 to `max`, or the message that goes under the field. */
export function readWholeField(
  raw: string | null | undefined,
  { field, min, max, example }: { field: string; min: number; max: number; example: string },
): { value: number; problem?: undefined } | { value?: undefined; problem: string } {
  const text = (raw ?? "").trim();
  if (text === "") return { problem: `Informe ${field}.` };
  if (!/^\d+$/.test(text)) return { problem: `${capitalised(field)} deve ser um número inteiro, como ${example}.` };
  const value = Number(text);
  if (value < min || value > max) return { problem: `${capitalised(field)} deve ser de ${min} a ${max}.` };
  return { value };
}
