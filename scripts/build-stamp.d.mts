export declare const STAMP_FILE: string;
export declare const SERVER_STAMP_FILE: string;
export declare const SERVER_ENTRY: string;
export declare function sourceFingerprint(): string;
export declare function serverFingerprint(): string;
export declare function clientBuildIsCurrent(): boolean;
export declare function serverBuildIsCurrent(): boolean;
export declare function buildIsCurrent(): boolean;
export declare const BUILD_ENV_NAMES: readonly string[];
