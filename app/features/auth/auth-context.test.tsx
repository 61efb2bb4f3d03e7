// @vitest-environment jsdom
import "../../../tests/setup/jsdom-polyfills.ts";
import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
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

  it("a failed sign in shows 'Sign in Failed' with the error and returns it", async () => {
    setup();
    await screen.findByText("anônimo");
    let result: Awaited<ReturnType<AuthContextValue["signIn"]>> | undefined;
    await act(async () => {
      result = await ctx.signIn("ana@example.com", "errada");
    });
    expect(result?.error).toMatchObject({ status: 401, message: "Invalid email or password" });
    await waitFor(() => expect(screen.getAllByText("Sign in Failed").length).toBeGreaterThan(0));
    expect(screen.getAllByText("Invalid email or password").length).toBeGreaterThan(0);
  });

  it("a closed sign-up (403) shows 'Sign up Failed' with the server's message and returns the error", async () => {
    setup();
    await screen.findByText("anônimo");
    let result: Awaited<ReturnType<AuthContextValue["signUp"]>> | undefined;
    await act(async () => {
      result = await ctx.signUp("fechado@example.com", "qualquer-123");
    });
    expect(result?.error).toMatchObject({ status: 403, code: "SIGN_UP_CLOSED" });
    await waitFor(() => expect(screen.getAllByText("Sign up Failed").length).toBeGreaterThan(0));
    expect(screen.getAllByText("O cadastro está fechado.").length).toBeGreaterThan(0);
  });

  it("a failure without a message shows 'Something went wrong' (sign up) and the server's message (sign out)", async () => {
    setup();
    await screen.findByText("anônimo");
    await act(async () => {
      await ctx.signUp("nova@example.com", "qualquer-123");
    });
    await waitFor(() => expect(screen.getAllByText("Sign up Failed").length).toBeGreaterThan(0));
    expect(screen.getAllByText("Something went wrong").length).toBeGreaterThan(0);
    await act(async () => {
      await ctx.signOut();
    });
    await waitFor(() => expect(screen.getAllByText("Sign out Failed").length).toBeGreaterThan(0));
  });
});
