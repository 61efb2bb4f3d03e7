// Texts of "Quanto custa ter este carro", the yearly cost on a vehicle's page.
import type { OwnershipError, PartKey } from "./calc.ts";

export const OWNERSHIP_STRINGS = {
  heading: "Quanto custa ter este carro",
  intro:
    "Uma estimativa do custo de um ano com este veículo. Os campos em branco ficam fora da conta: preencha com os seus números.",
  calculate: "Calcular o custo anual",
  computing: "Calculando…",
  invalidTitle: "Campos inválidos",
  chooseState: "Escolha o estado",
  noHistory: "sem histórico suficiente",
  notIncluded: "não incluído",
  empty: "Preencha os campos acima para ver o custo.",
  fixFields: "Corrija os campos indicados no formulário para ver o custo.",
} as const;

export const OWNERSHIP_ERRORS: Record<OwnershipError, string> = {
  "fuel-incomplete":
    "Para o combustível, preencha os quilômetros por mês, o preço do litro e o consumo (ou deixe os três em branco).",
  "fuel-invalid": "Quilômetros por mês, preço do litro e consumo precisam ser maiores que zero.",
  "loan-incomplete":
    "Para o financiamento, preencha o valor financiado, a taxa de juros e o número de parcelas (ou deixe os três em branco).",
  "loan-invalid": "Confira o financiamento: valor e taxa acima de zero e de 1 a 600 parcelas inteiras.",
  "money-invalid": "Seguro e manutenção não podem ser negativos.",
};

export const PART_LABELS: Record<PartKey, string> = {
  ipva: "IPVA",
  fuel: "Combustível",
  depreciation: "Depreciação",
  insurance: "Seguro",
  maintenance: "Manutenção",
  interest: "Juros do financiamento",
};
