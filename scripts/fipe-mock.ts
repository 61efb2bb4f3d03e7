// `npm run fipe:mock`: the local FIPE service on port 4010 (FIPE_MOCK_PORT), for development.
import { startFipeMock } from "../tests/fixtures/fipe/server.ts";

const mock = await startFipeMock(Number(process.env.FIPE_MOCK_PORT ?? 4010));
console.log(`Local FIPE service at ${mock.url} (POST /__control {"mode":"slow|429|500|ok"} to change it)`);
