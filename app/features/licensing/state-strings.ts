// The licensing page's tips and texts for the chosen state, in pt-BR: a few short lines that
// speak of that state only (a phone screen, no walls of text). Pure strings keyed by state;
// each state's tip comes from the page recorded in app/domain/licensing/data/<year>.json for
// that state.
import type { StateCode } from "../../lib/states.ts";

/** Tips for every state (the CTB's rules and the digital CRLV-e). */
export const LICENSING_GENERAL_TIPS = [
  "Para licenciar, o IPVA e as multas do veículo precisam estar quitados.",
  "Circular com o licenciamento vencido é infração gravíssima e pode levar à remoção do veículo.",
  "O documento (CRLV-e) é digital: depois de pagar, baixe-o pelo aplicativo ou site oficial do DETRAN.",
] as const;

/** What is particular to a state, from its sources; empty where they say nothing more. */
export const LICENSING_STATE_TIPS: Record<StateCode, readonly string[]> = {
  AC: ["No Acre, o prazo vai de março (finais 1 e 2) a outubro (final 0), conforme o final da placa."],
  AL: ["Em Alagoas, a guia do licenciamento (a “Amarelinha”) é emitida no site do Detran-AL; ela não chega em casa."],
  AP: [],
  AM: [],
  BA: [],
  CE: ["No Ceará, o boleto também chega pelos Correios, mas não recebê-lo não livra do prazo."],
  DF: ["No DF, a taxa vem no boleto do IPVA. Veículo isento de IPVA: emita a guia no app ou no site do Detran-DF."],
  ES: ["No Espírito Santo, o boleto (DUA) sai só no site do Detran-ES; ele não é enviado pelo correio."],
  GO: [
    "Em Goiás, o licenciamento pode ser parcelado junto com o IPVA, em até 10 vezes (não vale para isentos de IPVA).",
  ],
  MA: [],
  MT: [],
  MS: ["Em Mato Grosso do Sul, a guia não é mais enviada impressa: pague pelo app ou pelo portal Meu Detran MS."],
  MG: [],
  PA: [
    "No Pará, os vencimentos vão de 6 de março (final 1) a 13 de novembro (final 0); a guia (DAE) sai no site do Detran-PA.",
  ],
  PB: ["Na Paraíba, o boleto sai no portal do Detran-PB ou no aplicativo Detran-PB Mobile."],
  PR: [],
  PE: [],
  PI: [],
  RJ: [
    "No Rio, a taxa é paga pela GRT, emitida no site do Bradesco; o licenciamento anterior vale até o prazo do seu final.",
  ],
  RN: [],
  RS: ["No Rio Grande do Sul, a taxa não pode ser parcelada, mas pode ser paga junto com o IPVA."],
  RO: ["Em Rondônia, o mês de vencimento é definido pelo último número da placa."],
  RR: [],
  SC: [],
  SP: [
    "Em SP, o mês de vencimento do licenciamento depende do último número da placa.",
    "Dá para licenciar antes do mês da sua placa: o Detran-SP libera o pagamento desde janeiro.",
  ],
  SE: [],
  TO: [],
};

/** The tips for the chosen state: its own first, then the ones for every state. */
export function licensingTipsFor(state: StateCode): readonly string[] {
  return [...LICENSING_STATE_TIPS[state], ...LICENSING_GENERAL_TIPS];
}

/** Texts of the licensing answer for a state (`agency` is "Detran-RJ", `stateName` "Rio de Janeiro"). */
export const LICENSING_STATE_STRINGS = {
  feeTitle: "Taxa de licenciamento",
  deadlineTitle: "Prazo",
  includesLabel: "O que inclui",
  sourceLabel: "Fonte",
  caveatPrefix: "Atenção:",
  /** "Taxa de licenciamento em 2026 (Rio de Janeiro): R$ 293,71." */
  feeHint: (stateName: string, year: number, fee: string) => `Taxa de licenciamento em ${year} (${stateName}): ${fee}.`,
  feeValidUntil: (date: string) => `Valor válido até ${date}.`,
  feeUnknown: (agency: string, year: number) =>
    `Não encontramos a taxa de ${year} numa fonte datada. Consulte o ${agency}.`,
  deadlineUnknown: (agency: string, year: number) =>
    `Não encontramos o prazo de ${year} para este final numa fonte datada. Consulte o ${agency}.`,
  deadlineFor: (digit: string) => `Prazo para o final ${digit}`,
  /** Until the Detran publishes next year's calendar; the previous year's is shown, labelled. */
  notYetPublished: (year: number, agency: string) => `Calendário de ${year} ainda não publicado pelo ${agency}.`,
  previousYearLabel: (year: number) => `Referência: calendário de ${year}.`,
  checkedOn: (date: string) => `Conferido em ${date}.`,
} as const;
