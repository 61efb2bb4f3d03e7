import { describe, expect, it } from "vitest";
import { fipeConsultationSchema } from "../../lib/fipe/consultation-schema.ts";
import { consultationRow } from "./fipe-api.ts";
import type { FipeResult } from "../../lib/fipe/fipe-types.ts";

describe("the saved fipe_consultations row", () => {
  it("maps the result's fields (spec section 3)", () => {
    const row = consultationRow(
      {
        Valor: "R$ 106.138,00",
        MesReferencia: "fevereiro de 2017",
        Marca: "VW - VolksWagen",
        Modelo: "AMAROK High.CD 2.0 16V TDI 4x4 Dies. Aut",
        AnoModelo: 2014,
        Combustivel: "Diesel",
        CodigoFipe: "005340-6",
      },
      { type: "carros", brand: "59", model: "5940", year: "2014-3" },
    );
    expect(row).toEqual({
      valor: "R$ 106.138,00",
      marca: "VW - VolksWagen",
      modelo: "AMAROK High.CD 2.0 16V TDI 4x4 Dies. Aut",
      ano_modelo: 2014,
      combustivel: "Diesel",
      codigo_fipe: "005340-6",
      mes_referencia: "fevereiro de 2017",
      tipo_veiculo: "carros",
      codigo_marca: "59",
      codigo_modelo: "5940",
      codigo_ano: "2014-3",
    });
    expect(fipeConsultationSchema.safeParse(row).success).toBe(true);
  });

  it("saves fields that are not text as 'N/A', and the year from the year code when it is missing", () => {
    const incomplete = {
      Valor: "R$ 98.765,00",
      MesReferencia: "",
      Marca: "Troller",
      Modelo: "T4 3.2 TGV Diesel 4x4",
      AnoModelo: "N/A",
      Combustivel: null,
      CodigoFipe: 57990,
    } as unknown as FipeResult;
    const row = consultationRow(incomplete, { type: "carros", brand: "57", model: "57990", year: "32000-3" });
    expect(row).toMatchObject({ combustivel: "N/A", codigo_fipe: "N/A", mes_referencia: "N/A", ano_modelo: 32000 });
    expect(fipeConsultationSchema.safeParse(row).success).toBe(true);
  });
});
