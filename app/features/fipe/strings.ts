// FIPE page texts (spec sections 2 and 8), verbatim.
export const FIPE_STRINGS = {
  heading: "Tabela FIPE",
  intro: "Consulte o valor de mercado do seu veículo de acordo com a tabela FIPE.",
  consult: "Consultar FIPE",
  incompleteTitle: "Seleção incompleta",
  incompleteDescription: "Por favor, selecione o ano do veículo.",
  apiErrorTitle: "Erro de API",
  apiErrorMessage: "Falha na comunicação com a API.",
  apiErrorFallback: "Não foi possível buscar os dados. Tente novamente mais tarde.",
  saveErrorTitle: "Erro ao salvar consulta",
  saveErrorDescription: "Não foi possível registrar sua consulta no banco de dados.",
  emptyResult: "Selecione o tipo, a marca, o modelo e o ano do veículo e clique em Consultar FIPE.",
  retry: "Tentar novamente",
  brandsFailed: "Não foi possível carregar as marcas.",
  modelsFailed: "Não foi possível carregar os modelos.",
  yearsFailed: "Não foi possível carregar os anos.",
  /** Under a list that failed because the FIPE services did not answer and no copy is held. */
  listUnavailable:
    "A Tabela FIPE não respondeu agora e o site ainda não tem esta lista guardada. Tente novamente em alguns minutos.",
  listTooMany: "Muitas consultas seguidas. Aguarde um instante e tente novamente.",
  /** The price refused by the per-client limit: said in words, then asked again by itself. */
  tooManyTitle: "Muitas consultas seguidas",
  tooManyWait: "Muitas consultas seguidas; tente em {s} s. A consulta será repetida automaticamente.",
} as const;
