export function e2eBuildCommand(outDir: string): string;
export const SHARED_DIST_ENV: 'E2E_DIST_DIR';
