/** One console error per problem, always prefixed, never thrown into the host page. */
export function reportProblem(subject: string, problem: string, ...details: unknown[]): void {
  console.error(`[storefront-kit] ${subject}: ${problem}`, ...details);
}

export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
