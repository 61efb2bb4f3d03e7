/** A pragmatic e-mail check shared by forms and server schemas (the database has the same rule). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
