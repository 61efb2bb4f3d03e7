// The newsletter's column limits, apart from the zod schema (schema.ts) so the box's check
// carries no zod into the page's JavaScript.
export const NEWSLETTER_LIMITS = { name: 120, email: 254 } as const;
