// The FIPE foundation's site API (veiculos.fipe.org.br/api/veiculos): POSTs with a form-encoded
// body and a reference month on every call (the newest from its own reference list, kept for
// a few hours), mapped to the v1 shapes. Errors come as HTTP 200 {"erro": ...} (http.ts).
import type { VehicleType } from "#app/lib/fipe/fipe-types.ts";
import { requestJson, type HttpDeps } from "./http.ts";
import { answerItems, UpstreamError, type AnswerItem, type CallContext, type FipeUpstream } from "./types.ts";

const TYPE_CODES: Record<VehicleType, string> = { carros: "1", motos: "2", caminhoes: "3" };
const TYPE_NAMES: Record<VehicleType, string> = { carros: "carro", motos: "moto", caminhoes: "caminhao" };
export const SITE_REFERENCE_TTL_MS = 6 * 60 * 60 * 1000;

const options = (body: unknown) => answerItems(body).map((o) => ({ codigo: o.Value, nome: o.Label }));

/** "agosto/2026 " -> "agosto de 2026" (v1's label). */
export function siteMonthLabel(mes: unknown): unknown {
  return typeof mes === "string" ? mes.trim().replace(/^(\p{L}+)\/(\d{4})$/u, "$1 de $2") : mes;
}

export type SiteOptions = { id: string; url: string; http: HttpDeps; now?: () => number };

export function createSiteUpstream({ id, url, http, now = Date.now }: SiteOptions): FipeUpstream {
  const base = url.replace(/\/+$/, "");
  let newest: { code: string; until: number } | null = null;
  let loading: Promise<string> | null = null;

  const post = (method: string, params: Record<string, string>, { signal, attemptMs }: CallContext) =>
    requestJson(http, {
      url: `${base}/${method}`,
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded; charset=UTF-8",
        referer: "https://veiculos.fipe.org.br/",
      },
      body: new URLSearchParams(params).toString(),
      signal,
      attemptMs,
    });

  const references = async (ctx: CallContext) =>
    answerItems(await post("ConsultarTabelaDeReferencia", {}, ctx)).map((r) => ({
      codigo: r.Codigo,
      mes: siteMonthLabel(r.Mes),
    }));

  /** The newest month's code, from the site's own list (one call per few hours). */
  async function newestCode(ctx: CallContext): Promise<string> {
    if (newest && newest.until > now()) return newest.code;
    loading ??= references(ctx)
      .then((refs) => {
        const code = refs[0]?.codigo;
        if (typeof code !== "string" && typeof code !== "number") {
          throw new UpstreamError("bad-shape", "empty reference list");
        }
        newest = { code: String(code), until: now() + SITE_REFERENCE_TTL_MS };
        return newest.code;
      })
      .finally(() => (loading = null));
    return loading;
  }

  const withReference = async (reference: string | undefined, ctx: CallContext, type: VehicleType) => ({
    codigoTabelaReferencia: reference ?? (await newestCode(ctx)),
    codigoTipoVeiculo: TYPE_CODES[type],
  });

  return {
    id,
    kind: "site",
    url: base,
    brands: async (type, ctx) => options(await post("ConsultarMarcas", await withReference(undefined, ctx, type), ctx)),
    models: async (type, brand, ctx) => {
      const body = (await post(
        "ConsultarModelos",
        { ...(await withReference(undefined, ctx, type)), codigoMarca: brand },
        ctx,
      )) as AnswerItem | null;
      return { modelos: options(body?.Modelos), anos: body?.Anos ? options(body.Anos) : [] };
    },
    years: async (type, brand, model, ctx) =>
      options(
        await post(
          "ConsultarAnoModelo",
          { ...(await withReference(undefined, ctx, type)), codigoMarca: brand, codigoModelo: model },
          ctx,
        ),
      ),
    price: async ({ type, brand, model, year }, reference, ctx) => {
      const [anoModelo, combustivel] = year.split("-");
      return post(
        "ConsultarValorComTodosParametros",
        {
          ...(await withReference(reference, ctx, type)),
          codigoMarca: brand,
          codigoModelo: model,
          anoModelo: anoModelo ?? "",
          codigoTipoCombustivel: combustivel ?? "",
          tipoVeiculo: TYPE_NAMES[type],
          tipoConsulta: "tradicional",
        },
        ctx,
      );
    },
    references,
  };
}
