// The yearly cost form's fields: the names its send puts in the page's address.

/** The share URL's parameters, in the order the form sends them. */
export const OWNERSHIP_FIELDS = [
  "uf",
  "km",
  "litro",
  "kml",
  "seguro",
  "manutencao",
  "financiado",
  "taxa",
  "parcelas",
] as const;

export type OwnershipField = (typeof OWNERSHIP_FIELDS)[number];
