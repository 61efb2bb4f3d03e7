// Contact message rules without any library: the form imports these (no zod in the page's
// JavaScript) and schema.ts builds the server's zod schema from them.
export const CONTACT_TOPICS = ["Suporte", "Sugestão", "Parcerias", "Outro"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_LIMITS = { name: 120, email: 254, message: 5000 } as const;
