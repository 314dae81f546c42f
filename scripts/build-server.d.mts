export declare const BUILT_SERVER: string
/** The node options the built server runs with (see build-server.mjs). */
export declare const SERVER_NODE_OPTIONS: readonly string[]
/** The environment the built server runs with, beside the caller's (see build-server.mjs). */
export declare const SERVER_ENV: Readonly<Record<string, string>>
export declare function isStale(built: string, sources: string[]): boolean
export declare function isWebStale(): boolean
export declare function buildWeb(): number
export declare function buildServerIfStale(): Promise<boolean>
export declare const DATA_TEMPLATE: string
export declare function writeDataTemplate(
  folder: string,
): Promise<{ ms: number; peakMiB: number; source: string }>
