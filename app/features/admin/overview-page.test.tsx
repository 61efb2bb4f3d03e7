// @vitest-environment jsdom
// The console's front page with the site's mail off (SMTP_URL unset): the first thing it shows
// is a notice that mail is not configured, what waits in the outbox and how to turn it on,
// before the other panels; with mail on there is no such notice.
import "../../../tests/setup/jsdom-polyfills.ts";
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Overview } from "./admin-api.ts";
import { OverviewPage } from "./overview-page.tsx";

function overview(mail: Partial<Overview["mail"]>): Overview {
  return {
    messages: { total: 4, unread: 2 },
    newsletter: { count: 3 },
    mail: { enabled: false, pending: 0, failed: 0, sent: 0, waiting: {}, ...mail },
  };
}

function renderWith(answer: Overview) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json(answer)),
  );
  render(
    <MemoryRouter>
      <OverviewPage />
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("OverviewPage", () => {
  it("with mail off, shows first that mail is not configured, what waits and how to set SMTP_URL", async () => {
    renderWith(
      overview({
        pending: 4,
        waiting: { newsletter_confirmation: 2, price_alert_confirmation: 1, reminder_confirmation: 1 },
      }),
    );
    const notice = await screen.findByRole("region", { name: "O envio de e-mails não está configurado" });
    // Before every other panel: the first heading under the page's title, ahead of the figures.
    const headings = screen.getAllByRole("heading").map((h) => h.textContent);
    expect(headings[0]).toBe("Visão geral");
    expect(headings[1]).toBe("O envio de e-mails não está configurado");
    const figures = screen.getByText("Mensagens não lidas");
    expect(notice.compareDocumentPosition(figures) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(notice)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "2 confirmações de inscrição na newsletter",
      "1 confirmação de alerta de preço",
      "1 confirmação de lembrete do IPVA",
    ]);
    expect(notice.textContent).toContain("SMTP_URL");
    expect(notice.textContent).toContain("reinicie o servidor");
    expect(notice.textContent).toContain("7 dias");
  });

  it("with mail off and nothing queued, says nothing waits", async () => {
    renderWith(overview({}));
    const notice = await screen.findByRole("region", { name: "O envio de e-mails não está configurado" });
    expect(notice.textContent).toContain("Nenhum e-mail esperando na fila por enquanto.");
  });

  it("with mail on, shows no such notice", async () => {
    renderWith(overview({ enabled: true, sent: 5 }));
    await screen.findByText("Mensagens não lidas");
    expect(screen.queryByRole("region", { name: "O envio de e-mails não está configurado" })).toBeNull();
    expect(screen.getByText("E-mail ligado")).toBeTruthy();
  });
});
