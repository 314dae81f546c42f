export declare const SUPPORTED_NODE: string
export declare function nodeVersionProblem(version: string): string | null
export declare function exitUnlessSupported(): void
