// A route's described answers: written from their schema, never sent when they do not fit.
import Fastify from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { answer, errorAnswer } from "./answers.ts";
import { installRouteSchemas } from "./route-schemas.ts";

function appAnswering(body: unknown, status = 200) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  installRouteSchemas(app);
  const schema = {
    response: {
      200: answer(z.object({ valor: z.string(), ano: z.number().int() }), "A price"),
      404: answer(errorAnswer, "Not found"),
    },
  };
  // The handler answers whatever the test gives it, as a service whose shape drifted would.
  app.get("/preco", { schema }, async (_request, reply) => reply.code(status as 200).send(body as never));
  return app;
}

describe("described answers", () => {
  it("are written from their schema: a key it does not name is left out", async () => {
    const res = await appAnswering({ valor: "R$ 10,00", ano: 2020, segredo: "interno" }).inject("/preco");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ valor: "R$ 10,00", ano: 2020 });
  });

  it("are never sent when they do not fit: a server error instead of half an answer", async () => {
    const wrong = await appAnswering({ valor: 10, ano: "2020" }).inject("/preco");
    expect(wrong.statusCode).toBe(500);
    expect(wrong.body).not.toContain("2020");
    const refusal = await appAnswering({ error: "not found", message: "Não encontrado.", pilha: "x" }, 404).inject(
      "/preco",
    );
    expect(refusal.json()).toEqual({ error: "not found", message: "Não encontrado." });
  });

  it("leave statuses the schema does not name, and text, as they are", async () => {
    const other = await appAnswering({ qualquer: true }, 418).inject("/preco");
    expect(other.statusCode).toBe(418);
    expect(other.json()).toEqual({ qualquer: true });
    const text = await appAnswering("texto puro").inject("/preco");
    expect(text.body).toBe("texto puro");
  });
});
