// A saved FIPE lookup (spec section 3, fipe_consultations), shared by the page and the server.
import { z } from "zod";

export const fipeConsultationSchema = z.strictObject({
  valor: z.string().trim().min(1).max(40),
  marca: z.string().trim().min(1).max(120),
  modelo: z.string().trim().min(1).max(200),
  ano_modelo: z.number().int().min(1900).max(32000),
  combustivel: z.string().trim().min(1).max(40),
  codigo_fipe: z.string().trim().min(1).max(20),
  mes_referencia: z.string().trim().min(1).max(40),
});

export type FipeConsultation = z.infer<typeof fipeConsultationSchema>;
