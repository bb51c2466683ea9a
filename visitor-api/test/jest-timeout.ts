// Route tests open real databases and the kill test spawns a server: allow a
// minute per test. (A per-project `testTimeout` is ignored when Jest runs all
// projects from the root, so it is set here.)
jest.setTimeout(60_000);
