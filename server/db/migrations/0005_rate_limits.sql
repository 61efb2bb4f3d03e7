-- Fixed-window write limits shared by every server process on one PostgreSQL (one row per
-- key: the window's end and the hits counted in it; an expired row restarts at the next hit).
CREATE TABLE "rate_limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_windows_window_end_idx" ON "rate_limit_windows" ("window_end");
