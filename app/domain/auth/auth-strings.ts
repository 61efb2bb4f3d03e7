// The auth toasts' texts (the error messages by code are ./error-messages.ts, loaded when an
// error comes).

/** The toasts' titles and the fallback, in pt-BR (ADR 011; the spec's were English). */
export const AUTH_STRINGS = {
  signUpFailed: "Não foi possível criar a conta",
  signInFailed: "Não foi possível entrar",
  signOutFailed: "Não foi possível sair",
  fallback: "Algo deu errado. Tente novamente.",
  offline: "Sem conexão com o servidor. Verifique a internet e tente de novo.",
} as const;
