// Types for the part of fflate the site uses (the ANP's .zip files, their tests and bench).
// fflate 0.7.3 ships its types (lib/index.d.ts) but its package "exports" do not point to them,
// so TypeScript's "bundler" resolution finds none; these are copied from that file.
declare module "fflate" {
  export interface FlateError extends Error {
    code: number;
  }
  export type AsyncFlateStreamHandler = (err: FlateError | null, data: Uint8Array, final: boolean) => void;
  export interface DeflateOptions {
    level?: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
    mem?: number;
  }
  export type ZipOptions = DeflateOptions;
  export interface Zippable {
    [path: string]: Uint8Array | Zippable | [Uint8Array | Zippable, ZipOptions];
  }
  export function zipSync(data: Zippable, opts?: ZipOptions): Uint8Array;
  export function strToU8(str: string, latin1?: boolean): Uint8Array;

  /** A streamed .zip's entry, as Unzip finds it. */
  export interface UnzipFile {
    name: string;
    compression: number;
    size?: number;
    originalSize?: number;
    ondata: AsyncFlateStreamHandler;
    start(): void;
    terminate(): void;
  }
  export interface UnzipDecoderConstructor {
    compression: number;
  }
  export class UnzipInflate {
    static compression: number;
  }
  export class Unzip {
    constructor(cb?: (file: UnzipFile) => void);
    push(chunk: Uint8Array, final?: boolean): void;
    register(decoder: UnzipDecoderConstructor): void;
  }

  export class ZipDeflate {
    constructor(filename: string, opts?: DeflateOptions);
    push(chunk: Uint8Array, final?: boolean): void;
  }
  export class Zip {
    constructor(cb?: AsyncFlateStreamHandler);
    add(file: ZipDeflate): void;
    end(): void;
  }
}
