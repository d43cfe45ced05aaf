export const CRAWL: [path: string, budgetKiB: number][];
