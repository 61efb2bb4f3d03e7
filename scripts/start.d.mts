// scripts/start.mjs has no exports: importing it builds what is stale and starts the server.
export {};
