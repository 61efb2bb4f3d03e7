// A saved FIPE lookup (spec section 3, fipe_consultations), shared by the page and the server.
import { z } from "zod";
import { VEHICLE_TYPES } from "./fipe-types.ts";

export const fipeConsultationSchema = z
  .strictObject({
    valor: z.string().trim().min(1).max(40),
    marca: z.string().trim().min(1).max(120),
    modelo: z.string().trim().min(1).max(200),
    ano_modelo: z.number().int().min(1900).max(32000),
    combustivel: z.string().trim().min(1).max(40),
    codigo_fipe: z.string().trim().min(1).max(20),
    mes_referencia: z.string().trim().min(1).max(40),
    // Beyond the spec's seven fields, optional: the vehicle's FIPE codes, so its own page can be
    // listed in the vehicles sitemap. All four or none.
    tipo_veiculo: z.enum(VEHICLE_TYPES).optional(),
    codigo_marca: z
      .string()
      .regex(/^\d{1,7}$/)
      .optional(),
    codigo_modelo: z
      .string()
      .regex(/^\d{1,7}$/)
      .optional(),
    codigo_ano: z
      .string()
      .regex(/^\d{4,5}-\d{1,2}$/)
      .optional(),
  })
  .refine(
    (row) => {
      const given = [row.tipo_veiculo, row.codigo_marca, row.codigo_modelo, row.codigo_ano].filter(
        (v) => v !== undefined,
      );
      return given.length === 0 || given.length === 4;
    },
    { message: "tipo_veiculo, codigo_marca, codigo_modelo e codigo_ano vão juntos" },
  );

export type FipeConsultation = z.infer<typeof fipeConsultationSchema>;
