// The build stamp (plain JavaScript, run by `npm start` before anything is compiled) must
// fingerprint every public build-time value build-env.ts bakes into the pages.
import { describe, expect, it } from "vitest";
import { CONTROLLER_ENV } from "../../build-env.ts";
import { BUILD_ENV_NAMES } from "../../scripts/build-stamp.mjs";

describe("build stamp", () => {
  it("covers every public build-time variable", () => {
    for (const name of ["SITE_URL", "ANON_KEY", "BACKEND_URL", ...CONTROLLER_ENV]) {
      expect(BUILD_ENV_NAMES).toContain(name);
    }
  });
});
