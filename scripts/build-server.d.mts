export declare const BUILT_SERVER: string
export declare function isStale(built: string, sources: string[]): boolean
export declare function buildServerIfStale(): Promise<boolean>
