export const COMPARATOR_STRINGS = {
  errorTitle: "Erro",
  errorDescription: "Por favor, preencha os preços da gasolina e do etanol.",
  calculate: "Comparar",
  fuelLabel: { etanol: "Etanol", gasolina: "Gasolina" },
  /** At exactly 70 % (the result's outcome "empate"), instead of a fuel. */
  tieTitle: "Empate: tanto faz",
  tieExplanation:
    "O etanol custa exatamente 70% do preço da gasolina: pela regra dos 70%, o gasto por quilômetro é praticamente o mesmo com qualquer um dos dois. Escolha pelo consumo real do seu carro ou pela conveniência.",
} as const;

export const COMPARATOR_TIPS = [
  "A regra dos 70% parte do fato de o etanol render menos: com ele, o carro percorre cerca de 30% menos quilômetros por litro, ou seja, gasta cerca de 43% mais combustível.",
  "Se o preço do etanol for menor que 70% do preço da gasolina, abastecer com etanol tende a compensar.",
  "O rendimento real varia por modelo: meça o consumo do seu carro com cada combustível.",
  "Em dias frios, motores flex a etanol podem demorar mais para aquecer.",
] as const;
