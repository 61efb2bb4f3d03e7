// @vitest-environment jsdom
import "../../../tests/setup/jsdom-polyfills.ts";
import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../components/ui/toaster.tsx";
import { resetToasts } from "../../components/ui/toast-store.ts";
import { createAuthClient } from "./auth-client.ts";
import { AuthProvider, useAuth, type AuthContextValue } from "./auth-context.tsx";

/** A stand-in for our /api/auth endpoints, answering in better-auth's shapes. */
function fakeBackend() {
  let signedIn: { email: string } | null = null;
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    const json = (status: number, payload: unknown) =>
      new Response(JSON.stringify(payload), { status, headers: { "content-type": "application/json" } });
    if (path.endsWith("/get-session")) {
      return json(
        200,
        signedIn
          ? {
              session: { id: "s1", userId: "u1", expiresAt: "2026-12-31T00:00:00Z" },
              user: { id: "u1", email: signedIn.email, name: "Ana" },
            }
          : null,
      );
    }
    if (path.endsWith("/sign-in/email")) {
      if (body.password !== "certa-1234")
        return json(401, { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" });
      signedIn = { email: body.email };
      return json(200, { user: { id: "u1" } });
    }
    if (path.endsWith("/sign-up/email")) {
      // Sign-up closed (AUTH_SIGN_UP=closed): the server's 403 JSON error.
      if (body.email === "fechado@example.com")
        return json(403, { code: "SIGN_UP_CLOSED", message: "O cadastro está fechado." });
      return json(422, {});
    }
    if (path.endsWith("/sign-out")) {
      if (!signedIn) return json(500, { message: "Database unavailable" });
      signedIn = null;
      return json(200, { success: true });
    }
    return json(404, {});
  };
  return createAuthClient(fetchImpl as typeof fetch);
}

let ctx: AuthContextValue;
function Probe() {
  ctx = useAuth();
  return <p>{ctx.loading ? "carregando" : ctx.user ? `logado: ${ctx.user.email}` : "anônimo"}</p>;
}

function setup() {
  render(
    <AuthProvider client={fakeBackend()}>
      <Probe />
      <Toaster />
    </AuthProvider>,
  );
}

afterEach(() => act(() => resetToasts()));

describe("auth context", () => {
  it("starts loading, then has no session and no user", async () => {
    setup();
    expect(screen.getByText("carregando")).toBeTruthy();
    await screen.findByText("anônimo");
    expect(ctx.session).toBeNull();
    expect(ctx.user).toBeNull();
  });

  it("sets session and user after signing in, and clears them after signing out", async () => {
    setup();
    await screen.findByText("anônimo");
    let result: Awaited<ReturnType<AuthContextValue["signIn"]>> | undefined;
    await act(async () => {
      result = await ctx.signIn("ana@example.com", "certa-1234");
    });
    expect(result?.error).toBeNull();
    await screen.findByText("logado: ana@example.com");
    expect(ctx.session?.id).toBe("s1");
    await act(async () => {
      await ctx.signOut();
    });
    await screen.findByText("anônimo");
  });

  it("a failed sign in shows 'Não foi possível entrar' with the error in pt-BR (never better-auth's English) and returns it", async () => {
    setup();
    await screen.findByText("anônimo");
    let result: Awaited<ReturnType<AuthContextValue["signIn"]>> | undefined;
    await act(async () => {
      result = await ctx.signIn("ana@example.com", "errada");
    });
    expect(result?.error).toMatchObject({ status: 401, message: "E-mail ou senha incorretos." });
    await waitFor(() => expect(screen.getAllByText("Não foi possível entrar").length).toBeGreaterThan(0));
    expect(screen.getAllByText("E-mail ou senha incorretos.").length).toBeGreaterThan(0);
    expect(screen.queryByText(/Invalid|Failed/)).toBeNull();
  });

  it("a closed sign-up (403) shows 'Não foi possível criar a conta' with its message and returns the error", async () => {
    setup();
    await screen.findByText("anônimo");
    let result: Awaited<ReturnType<AuthContextValue["signUp"]>> | undefined;
    await act(async () => {
      result = await ctx.signUp("fechado@example.com", "qualquer-123");
    });
    expect(result?.error).toMatchObject({ status: 403, code: "SIGN_UP_CLOSED" });
    await waitFor(() => expect(screen.getAllByText("Não foi possível criar a conta").length).toBeGreaterThan(0));
    expect(
      screen.getAllByText("O cadastro está fechado. Peça acesso a um administrador do site.").length,
    ).toBeGreaterThan(0);
  });

  it("a failure without a code says what happened in pt-BR by its status (sign up 422, sign out 500)", async () => {
    setup();
    await screen.findByText("anônimo");
    await act(async () => {
      await ctx.signUp("nova@example.com", "qualquer-123");
    });
    await waitFor(() => expect(screen.getAllByText("Não foi possível criar a conta").length).toBeGreaterThan(0));
    expect(screen.getAllByText("Dados inválidos. Confira os campos e tente de novo.").length).toBeGreaterThan(0);
    await act(async () => {
      await ctx.signOut();
    });
    await waitFor(() => expect(screen.getAllByText("Não foi possível sair").length).toBeGreaterThan(0));
    expect(
      screen.getAllByText("O servidor não respondeu como esperado. Tente novamente em instantes.").length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText("Database unavailable")).toBeNull();
  });
});

/**
 * A server shared by several "tabs" (each its own client, as each tab has its own): the
 * session lives on the server, as the shared cookie's session does. `holdNextGetSession`
 * keeps the next get-session answer until released; it answers with the state at the time the
 * request arrived, as a slow server would.
 */
function sharedServer() {
  const server = {
    session: null as null | { email: string; expiresAt: string },
    getSessionCalls: 0,
    held: null as null | (() => void),
    holdNext: false,
  };
  function client() {
    const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const body = init?.body ? JSON.parse(String(init.body)) : {};
      const json = (payload: unknown) =>
        new Response(JSON.stringify(payload), { status: 200, headers: { "content-type": "application/json" } });
      if (path.endsWith("/get-session")) {
        server.getSessionCalls++;
        const live = server.session && Date.parse(server.session.expiresAt) > Date.now() ? server.session : null;
        const answer = json(
          live
            ? {
                session: { id: "s1", userId: "u1", expiresAt: live.expiresAt },
                user: { id: "u1", email: live.email, name: "Ana" },
              }
            : null,
        );
        if (server.holdNext) {
          server.holdNext = false;
          await new Promise<void>((resolve) => (server.held = resolve));
        }
        return answer;
      }
      if (path.endsWith("/sign-in/email")) {
        server.session = { email: body.email, expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString() };
        return json({ user: { id: "u1" } });
      }
      if (path.endsWith("/sign-out")) {
        server.session = null;
        return json({ success: true });
      }
      return new Response("{}", { status: 404 });
    };
    return createAuthClient(fetchImpl as typeof fetch);
  }
  return { server, client };
}

const tabCtx: Record<string, AuthContextValue> = {};
function TabProbe({ tab }: { tab: string }) {
  const value = useAuth();
  tabCtx[tab] = value;
  return (
    <p data-testid={tab}>{value.loading ? "carregando" : value.user ? `logado: ${value.user.email}` : "anônimo"}</p>
  );
}

describe("auth context follows other tabs, expiry and slow answers", () => {
  it("a slow first check does not overwrite a newer sign-in", async () => {
    const { server, client } = sharedServer();
    server.holdNext = true; // the first get-session (anonymous at that time) answers late
    // Each check's answer, to wait for the slow one (the provider's handler of it runs first).
    const tab = client();
    const answers: Array<Promise<unknown>> = [];
    const getSession = tab.getSession;
    tab.getSession = () => {
      const answer = getSession();
      answers.push(answer);
      return answer;
    };
    render(
      <AuthProvider client={tab}>
        <TabProbe tab="a" />
      </AuthProvider>,
    );
    await waitFor(() => expect(server.held).not.toBeNull());
    await act(async () => {
      await tabCtx.a!.signIn("ana@example.com", "certa-1234");
    });
    expect(screen.getByTestId("a").textContent).toBe("logado: ana@example.com");
    await act(async () => {
      server.held?.();
      await answers[0];
    });
    expect(screen.getByTestId("a").textContent).toBe("logado: ana@example.com");
  });

  it("signing in and out in one tab updates the other", async () => {
    const { client } = sharedServer();
    render(
      <>
        <AuthProvider client={client()}>
          <TabProbe tab="a" />
        </AuthProvider>
        <AuthProvider client={client()}>
          <TabProbe tab="b" />
        </AuthProvider>
      </>,
    );
    await waitFor(() => expect(screen.getByTestId("b").textContent).toBe("anônimo"));
    await act(async () => {
      await tabCtx.a!.signIn("ana@example.com", "certa-1234");
    });
    await waitFor(() => expect(screen.getByTestId("b").textContent).toBe("logado: ana@example.com"));
    await act(async () => {
      await tabCtx.b!.signOut();
    });
    await waitFor(() => expect(screen.getByTestId("a").textContent).toBe("anônimo"));
    expect(tabCtx.a!.session).toBeNull();
  });

  it("the session's expiry signs the tab out without any action", async () => {
    const { server, client } = sharedServer();
    server.session = { email: "ana@example.com", expiresAt: new Date(Date.now() + 300).toISOString() };
    render(
      <AuthProvider client={client()}>
        <TabProbe tab="a" />
      </AuthProvider>,
    );
    await waitFor(() => expect(screen.getByTestId("a").textContent).toBe("logado: ana@example.com"));
    // Time is what is tested: the tab checks again 800 ms after sign-in (the session's 300 ms plus
    // EXPIRY_SLACK_MS), too near testing-library's 1 s default to wait with it.
    await waitFor(() => expect(screen.getByTestId("a").textContent).toBe("anônimo"), { timeout: 3000 });
    expect(server.getSessionCalls).toBe(2);
  });

  it("coming back to the tab checks again (a session ended elsewhere), at most every 15 s", async () => {
    const { server, client } = sharedServer();
    server.session = { email: "ana@example.com", expiresAt: new Date(Date.now() + 86_400_000).toISOString() };
    render(
      <AuthProvider client={client()}>
        <TabProbe tab="a" />
      </AuthProvider>,
    );
    await waitFor(() => expect(screen.getByTestId("a").textContent).toBe("logado: ana@example.com"));
    server.session = null; // e.g. signed out on another device
    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    expect(server.getSessionCalls).toBe(1); // checked a moment ago
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + 16_000);
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await waitFor(() => expect(screen.getByTestId("a").textContent).toBe("anônimo"));
    expect(server.getSessionCalls).toBe(2);
    vi.restoreAllMocks();
  });
});
