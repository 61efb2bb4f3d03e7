// The console's only way to its data: /api/admin/* on the same origin, with the session cookie.
// No React here.
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "AdminApiError";
  }
}

export const ADMIN_API = "/api/admin";
export const SETUP_API = "/api/setup/first-admin";

type Init = { method?: "GET" | "POST" | "PATCH" | "DELETE"; body?: object };

/** Resolves with the JSON answer (undefined for 204); rejects with AdminApiError otherwise. */
export async function apiRequest<T>(url: string, { method = "GET", body }: Init = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: "same-origin",
      headers: body
        ? { "content-type": "application/json", accept: "application/json" }
        : { accept: "application/json" },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw new AdminApiError(0, "OFFLINE", "Sem conexão com o servidor. Verifique a internet e tente de novo.");
  }
  if (response.status === 204) return undefined as T;
  const payload = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
  if (!response.ok) {
    throw new AdminApiError(
      response.status,
      payload?.code ?? "ERROR",
      payload?.message ?? "Não foi possível concluir. Tente novamente.",
    );
  }
  return payload as T;
}

export const adminRequest = <T>(path: string, init?: Init) => apiRequest<T>(`${ADMIN_API}${path}`, init);

export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

// Shapes of the answers (server/admin/routes/console.ts).
export type Overview = {
  messages: { total: number; unread: number };
  newsletter: { count: number };
  mail: {
    enabled: boolean;
    pending: number;
    failed: number;
    sent: number;
    /** Unsent mail by kind (newsletter_confirmation, price_alert...). */
    waiting: Record<string, number>;
  };
};
export type MessageSummary = {
  id: number;
  name: string;
  email: string;
  topic: string;
  preview: string;
  createdAt: string;
  readAt: string | null;
  answeredAt: string | null;
};
export type Message = Omit<MessageSummary, "preview"> & { message: string };
export type MessagePage = {
  items: MessageSummary[];
  total: number;
  unread: number;
  page: number;
  pageSize: number;
  topics: string[];
};
export type SubscriberState = "confirmado" | "pendente" | "sem-aceite";
export type Subscriber = {
  id: number;
  name: string;
  email: string;
  hasAcceptedTerms: boolean;
  state: SubscriberState;
  createdAt: string;
  confirmedAt: string | null;
};
export type SubscriberPage = {
  items: Subscriber[];
  total: number;
  count: number;
  /** Stored rows per state, and cancellations by the e-mail's link (their rows are deleted). */
  states: Record<SubscriberState | "cancelado", number>;
  page: number;
  pageSize: number;
};
export type FipeStats = {
  daily: Array<{ day: string; count: number }>;
  top: Array<{
    marca: string;
    modelo: string;
    anoModelo: number;
    combustivel: string;
    codigoFipe: string;
    count: number;
  }>;
  upstreams: Array<{ name: string; callsToday: number; dailyBudget: number | null; circuit: string }> | null;
  upstreamsAvailable: boolean;
  /** The FIPE catalog's sync: the newest month's saved state and, while this process syncs, its live progress. */
  sync?: {
    enabled: boolean;
    state: {
      month: string;
      status: string;
      total: number;
      done: number;
      failures: number;
      calls: number;
      eta_at: string | null;
      completed_at: string | null;
      updated_at: string;
      last_error: string | null;
    } | null;
    live: { month: string; phase: string; done: number; total: number; failures: number; etaAt: number | null } | null;
    /** The catalog holds no model-year yet (a fresh install): the screen says how to fill it. */
    catalogEmpty?: boolean;
  } | null;
};
export type PersonalData = {
  email: string;
  messages: Array<{ id: number; name: string; email: string; topic: string; message: string; createdAt: string }>;
  subscriptions: Array<{ id: number; name: string; email: string; hasAcceptedTerms: boolean; createdAt: string }>;
  outbox: Array<{ id: number; kind: string; subject: string; createdAt: string; sentAt: string | null }>;
  /** Price alerts: one row per vehicle followed ("carros/21/8000/2023-1"). */
  priceAlerts: Array<{
    id: number;
    vehicle: string;
    consentedAt: string;
    createdAt: string;
    confirmedAt: string | null;
  }>;
  /** IPVA and licensing reminders: one row per plate ("SP, final 1, car"). */
  reminders: Array<{ id: number; plate: string; consentedAt: string; createdAt: string; confirmedAt: string | null }>;
};
export type Deletion = {
  id: number;
  createdAt: string;
  adminEmail: string | null;
  messagesDeleted: number;
  subscriptionsDeleted: number;
  outboxDeleted: number;
  priceAlertsDeleted: number;
  remindersDeleted: number;
};
export type { ReminderStats } from "../../lib/reminder-stats.ts";
export type { PriceAlertStats } from "../../lib/price-alert-stats.ts";
export type AdminAccount = { id: string; email: string; createdAt: string };
