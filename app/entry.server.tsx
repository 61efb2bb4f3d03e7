// Renders pages: the prerendered ones at build time, the rest on request in the server
// (server/ssr/). React Router's default entry starts writing once the shell is ready and streams
// anything still suspended after it, to be put in place by inline scripts; a page must hold all
// its content in place without JavaScript, so this one waits for everything (React's advice for
// static generation) and writes every part in place.
import { createReadableStreamFromReadable } from "@react-router/node";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

export const streamTimeout = 10_000;

// The server runs the routes with the request handler of this same build (server/ssr/
// server-build.ts): one copy of React Router runs the loaders and renders the page.
export { createRequestHandler } from "react-router";

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // Never split a finished part out to be moved in place by a script later.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timeout);
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
      },
      onShellError: reject,
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    });
    const timeout = setTimeout(abort, streamTimeout);
  });
}
