import { describe, expect, it } from "vitest";
import { isOperatorRoute, operatorOnlyAssets, type ClientManifest } from "./precache-scope.ts";

const manifest: ClientManifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/framework.js"] },
  routes: {
    root: {
      id: "root",
      module: "/assets/root.js",
      imports: ["/assets/framework.js", "/assets/shared.js"],
      css: ["/assets/app.css"],
    },
    "routes/home": { id: "routes/home", parentId: "root", module: "/assets/home.js", imports: ["/assets/shared.js"] },
    "routes/auth-layout": {
      id: "routes/auth-layout",
      parentId: "root",
      module: "/assets/auth-layout.js",
      imports: ["/assets/auth-context.js"],
    },
    "routes/entrar": {
      id: "routes/entrar",
      parentId: "routes/auth-layout",
      module: "/assets/entrar.js",
      imports: ["/assets/shared.js"],
    },
    "routes/admin-layout": {
      id: "routes/admin-layout",
      parentId: "routes/auth-layout",
      module: "/assets/admin-layout.js",
      imports: ["/assets/console-ui.js"],
    },
    "routes/admin-fipe": {
      id: "routes/admin-fipe",
      parentId: "routes/admin-layout",
      module: "/assets/admin-fipe.js",
      imports: ["/assets/console-ui.js", "/assets/format.js"],
    },
    "routes/ipva": { id: "routes/ipva", parentId: "root", module: "/assets/ipva.js", imports: ["/assets/format.js"] },
  },
};

describe("the service worker's precache scope", () => {
  it("knows the operator's routes: the auth layout and everything under it", () => {
    expect(isOperatorRoute(manifest, "routes/admin-fipe")).toBe(true);
    expect(isOperatorRoute(manifest, "routes/entrar")).toBe(true);
    expect(isOperatorRoute(manifest, "routes/home")).toBe(false);
  });

  it("leaves out the chunks only operator routes use, keeps what visitors share with them", () => {
    expect([...operatorOnlyAssets(manifest)].sort()).toEqual([
      "/assets/admin-fipe.js",
      "/assets/admin-layout.js",
      "/assets/auth-context.js",
      "/assets/auth-layout.js",
      "/assets/console-ui.js",
      "/assets/entrar.js",
    ]);
  });
});
