// `npm run fipe:mock`: the local FIPE services for development: v1 on port 4010
// (FIPE_MOCK_PORT), v2 on the next port, the FIPE site on the one after.
import { startFipeStandIns } from "../tests/fixtures/fipe/server.ts";

const port = Number(process.env.FIPE_MOCK_PORT ?? 4010);
const mocks = await startFipeStandIns(port, { v2Port: port + 1, sitePort: port + 2 });
console.log(`Local FIPE services: v1 ${mocks.v1.url}, v2 ${mocks.v2.url}, site ${mocks.site.url}`);
console.log(`Use them with FIPE_UPSTREAMS=${mocks.upstreams}`);
console.log(
  `Switch failures with POST http://127.0.0.1:${port}/__control {"mode":"slow|429|500|challenge|error-body|down|ok","upstream":"v1|v2|site"}`,
);
