// @vitest-environment jsdom
import { act, useState, type FormEvent } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { captureTypedValues, forgetCapturedValues, useKeepTypedValueRef } from "./typed-before-hydration.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Sent = { name: string; message: string; topic: string; agreed: boolean; plan: string };

/** A form like the site's: controlled fields, state sent on submit. `keep` wires the module in. */
function Form({ keep, onSend }: { keep: boolean; onSend: (sent: Sent) => void }) {
  const [name, setName] = useState("");
  const [message, setMessage] = useState("");
  const [topic, setTopic] = useState("duvida");
  const [agreed, setAgreed] = useState(false);
  const [plan, setPlan] = useState("mensal");
  const refs = {
    name: useKeepTypedValueRef<HTMLInputElement>(),
    message: useKeepTypedValueRef<HTMLTextAreaElement>(),
    topic: useKeepTypedValueRef<HTMLSelectElement>(),
    agreed: useKeepTypedValueRef<HTMLInputElement>(),
    monthly: useKeepTypedValueRef<HTMLInputElement>(),
    yearly: useKeepTypedValueRef<HTMLInputElement>(),
  };
  const ref = <T,>(r: T) => (keep ? r : undefined);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSend({ name, message, topic, agreed, plan });
  }
  return (
    <form onSubmit={submit}>
      <input id="nome" ref={ref(refs.name)} value={name} onChange={(e) => setName(e.target.value.toUpperCase())} />
      <textarea id="mensagem" ref={ref(refs.message)} value={message} onChange={(e) => setMessage(e.target.value)} />
      <select id="assunto" ref={ref(refs.topic)} value={topic} onChange={(e) => setTopic(e.target.value)}>
        <option value="duvida">Dúvida</option>
        <option value="sugestao">Sugestão</option>
      </select>
      <input
        id="aceito"
        type="checkbox"
        ref={ref(refs.agreed)}
        checked={agreed}
        onChange={(e) => setAgreed(e.target.checked)}
      />
      <input
        id="mensal"
        type="radio"
        name="plano"
        ref={ref(refs.monthly)}
        checked={plan === "mensal"}
        onChange={() => setPlan("mensal")}
      />
      <input
        id="anual"
        type="radio"
        name="plano"
        ref={ref(refs.yearly)}
        checked={plan === "anual"}
        onChange={() => setPlan("anual")}
      />
      <button type="submit">Enviar</button>
    </form>
  );
}

const $ = <T extends Element>(selector: string) => document.querySelector(selector) as T;

/** What a person does in the server's HTML before the scripts run. */
function fillBeforeHydration() {
  $<HTMLInputElement>("#nome").value = "Maria";
  $<HTMLTextAreaElement>("#mensagem").value = "Olá";
  $<HTMLSelectElement>("#assunto").value = "sugestao";
  $<HTMLInputElement>("#aceito").checked = true;
  $<HTMLInputElement>("#anual").checked = true;
}

async function send(): Promise<void> {
  await act(async () => {
    $<HTMLButtonElement>("button").click();
  });
}

afterEach(() => {
  document.body.innerHTML = "";
  forgetCapturedValues();
});

describe("fields typed into before hydration", () => {
  it("are what the form sends once React has hydrated it, through the form's own handlers", async () => {
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(<Form keep onSend={() => {}} />);
    fillBeforeHydration();
    const onSend = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Form keep onSend={onSend} />);
    });
    await send();
    expect(onSend).toHaveBeenCalledWith({
      name: "MARIA", // the handler's own transformation ran
      message: "Olá",
      topic: "sugestao",
      agreed: true,
      plan: "anual",
    });
    // The fields still show it after React's re-renders.
    expect($<HTMLInputElement>("#nome").value).toBe("MARIA");
    expect($<HTMLInputElement>("#aceito").checked).toBe(true);
  });

  it("are lost without it: React's state is still the server's (the bug this module fixes)", async () => {
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(<Form keep={false} onSend={() => {}} />);
    fillBeforeHydration();
    const onSend = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Form keep={false} onSend={onSend} />);
    });
    await send();
    expect(onSend).toHaveBeenCalledWith({ name: "", message: "", topic: "duvida", agreed: false, plan: "mensal" });
  });

  it("untouched fields stay as rendered", async () => {
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(<Form keep onSend={() => {}} />);
    const onSend = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Form keep onSend={onSend} />);
    });
    await send();
    expect(onSend).toHaveBeenCalledWith({ name: "", message: "", topic: "duvida", agreed: false, plan: "mensal" });
  });

  it("come back in a field React renders afresh (its HTML replaced), from the copy taken before hydrating", async () => {
    const server = document.body.appendChild(document.createElement("div"));
    server.innerHTML = renderToString(<Form keep onSend={() => {}} />);
    fillBeforeHydration();
    captureTypedValues(document);
    server.remove();
    const container = document.body.appendChild(document.createElement("div"));
    const onSend = vi.fn();
    await act(async () => {
      createRoot(container).render(<Form keep onSend={onSend} />);
    });
    await send();
    expect(onSend).toHaveBeenCalledWith({
      name: "MARIA",
      message: "Olá",
      topic: "sugestao",
      agreed: true,
      plan: "anual",
    });
  });
});
