/** The build settings webpack's DefinePlugin writes in (`process.env.API_URL`, …): no Node in a worker. */
declare const process: { env: Record<string, string | undefined> };
