// Contact message rules, shared by the form and the server (spec sections 3 and 5).
import { z } from "zod";

export const CONTACT_TOPICS = ["Suporte", "Sugestão", "Parcerias", "Outro"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_LIMITS = { name: 120, email: 254, message: 5000 } as const;

/** A pragmatic e-mail check (the database has the same rule as a CHECK constraint). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const contactMessageSchema = z.strictObject({
  name: z.string().trim().min(1).max(CONTACT_LIMITS.name),
  email: z.string().trim().max(CONTACT_LIMITS.email).regex(EMAIL_PATTERN),
  topic: z.enum(CONTACT_TOPICS).default("Suporte"),
  message: z.string().trim().min(1).max(CONTACT_LIMITS.message),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
