// better-auth answers its errors in English ("Invalid email or password", "Invalid origin").
// Every such error, by its code, in pt-BR: the one place they are written. The server's
// /api/auth relay puts these in the JSON it answers (server/auth/routes.ts), and the browser's
// auth client reads them again from the code, so nothing English reaches a visitor either way.
// No React here.
import { AUTH_STRINGS } from "./auth-strings.ts";

/** better-auth's error codes (@better-auth/core BASE_ERROR_CODES) and ours, in pt-BR. */
export const AUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  INVALID_EMAIL_OR_PASSWORD: "E-mail ou senha incorretos.",
  INVALID_PASSWORD: "Senha incorreta.",
  INVALID_EMAIL: "E-mail inválido.",
  USER_NOT_FOUND: "E-mail ou senha incorretos.",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "E-mail ou senha incorretos.",
  ACCOUNT_NOT_FOUND: "Conta não encontrada.",
  INVALID_USER: "Conta inválida.",
  EMAIL_NOT_VERIFIED: "Confirme o seu e-mail antes de entrar.",
  PASSWORD_TOO_SHORT: "Senha curta demais.",
  PASSWORD_TOO_LONG: "Senha longa demais.",
  USER_ALREADY_EXISTS: "Já existe uma conta com este e-mail.",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "Já existe uma conta com este e-mail. Use outro.",
  USER_ALREADY_HAS_PASSWORD: "Esta conta já tem uma senha.",
  PASSWORD_ALREADY_SET: "Esta conta já tem uma senha.",
  FAILED_TO_CREATE_USER: "Não foi possível criar a conta. Tente novamente.",
  FAILED_TO_CREATE_SESSION: "Não foi possível entrar agora. Tente novamente.",
  FAILED_TO_UPDATE_USER: "Não foi possível salvar a conta. Tente novamente.",
  FAILED_TO_GET_SESSION: "Não foi possível ler a sessão. Entre de novo.",
  SESSION_EXPIRED: "A sessão expirou. Entre de novo para continuar.",
  SESSION_NOT_FRESH: "Por segurança, entre de novo para fazer isso.",
  INVALID_TOKEN: "Link inválido ou já usado.",
  TOKEN_EXPIRED: "Link expirado. Peça outro.",
  EMAIL_CAN_NOT_BE_UPDATED: "O e-mail não pode ser alterado.",
  CHANGE_EMAIL_DISABLED: "A troca de e-mail está desativada.",
  EMAIL_ALREADY_VERIFIED: "Este e-mail já foi confirmado.",
  EMAIL_MISMATCH: "O e-mail não confere.",
  VERIFICATION_EMAIL_NOT_ENABLED: "A confirmação por e-mail não está ativada.",
  FAILED_TO_CREATE_VERIFICATION: "Não foi possível criar a confirmação. Tente novamente.",
  FAILED_TO_UNLINK_LAST_ACCOUNT: "Não é possível desvincular o único acesso da conta.",
  SOCIAL_ACCOUNT_ALREADY_LINKED: "Esta conta social já está vinculada.",
  LINKED_ACCOUNT_ALREADY_EXISTS: "Esta conta já está vinculada.",
  PROVIDER_NOT_FOUND: "Forma de acesso não disponível.",
  ID_TOKEN_NOT_SUPPORTED: "Forma de acesso não disponível.",
  FAILED_TO_GET_USER_INFO: "Não foi possível ler os dados da conta.",
  USER_EMAIL_NOT_FOUND: "A conta não tem e-mail.",
  INVALID_ORIGIN: "Pedido de outra origem recusado. Abra o site pelo endereço oficial e tente de novo.",
  MISSING_OR_NULL_ORIGIN: "Pedido sem origem verificável recusado. Recarregue a página e tente de novo.",
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: "Login vindo de outro site recusado. Abra a página de entrada do site.",
  INVALID_CALLBACK_URL: "Endereço de retorno inválido.",
  INVALID_REDIRECT_URL: "Endereço de retorno inválido.",
  INVALID_ERROR_CALLBACK_URL: "Endereço de retorno inválido.",
  INVALID_NEW_USER_CALLBACK_URL: "Endereço de retorno inválido.",
  CALLBACK_URL_REQUIRED: "Endereço de retorno obrigatório.",
  FIELD_NOT_ALLOWED: "Campo não permitido.",
  MISSING_FIELD: "Preencha todos os campos obrigatórios.",
  VALIDATION_ERROR: "Dados inválidos. Confira os campos e tente de novo.",
  BODY_MUST_BE_AN_OBJECT: "Pedido inválido.",
  ASYNC_VALIDATION_NOT_SUPPORTED: "Pedido inválido.",
  METHOD_NOT_ALLOWED_DEFER_SESSION_REQUIRED: "Pedido inválido.",
  TOO_MANY_REQUESTS: "Muitas tentativas. Aguarde alguns minutos e tente novamente.",
  SIGN_UP_CLOSED: "O cadastro está fechado. Peça acesso a um administrador do site.",
  AUTH_UNAVAILABLE: "Não foi possível entrar agora. Tente novamente em instantes.",
  UNAUTHORIZED: "Entre para continuar.",
  FORBIDDEN: "Pedido recusado.",
};

/** When the code is unknown (or absent): a message by the HTTP status. */
export function authStatusMessage(status: number): string {
  if (status === 0) return AUTH_STRINGS.offline;
  if (status === 401) return "E-mail ou senha incorretos.";
  if (status === 403) return AUTH_ERROR_MESSAGES.FORBIDDEN!;
  if (status === 429) return AUTH_ERROR_MESSAGES.TOO_MANY_REQUESTS!;
  if (status >= 400 && status < 500) return "Dados inválidos. Confira os campos e tente de novo.";
  return "O servidor não respondeu como esperado. Tente novamente em instantes.";
}

/** A code for an error that came without one (better-auth's rate limiter sends none). */
export function authStatusCode(status: number): string {
  if (status === 401) return "UNAUTHORIZED";
  if (status === 403) return "FORBIDDEN";
  if (status === 429) return "TOO_MANY_REQUESTS";
  if (status >= 400 && status < 500) return "VALIDATION_ERROR";
  return "AUTH_UNAVAILABLE";
}

/** The pt-BR message for an auth error: by its code, else by its status. Never English. */
export function authErrorMessage(code: string | undefined, status: number): string {
  return (code && AUTH_ERROR_MESSAGES[code]) || authStatusMessage(status);
}
