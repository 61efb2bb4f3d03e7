export const FUEL_STRINGS = {
  errorTitle: "Erro",
  errorDescription: "Por favor, preencha a distância e os litros com valores válidos.",
  calculate: "Calcular Consumo",
} as const;

export const FUEL_TIPS = [
  "Para medir com precisão, encha o tanque, zere o hodômetro parcial e anote os litros no próximo abastecimento.",
  "Pneus calibrados e manutenção em dia ajudam a manter o consumo baixo.",
  "Acelerações bruscas e excesso de peso no porta-malas aumentam o gasto de combustível.",
  "Compare o consumo com etanol e com gasolina no seu carro antes de aplicar a regra dos 70%.",
] as const;
