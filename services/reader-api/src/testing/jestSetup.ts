// PGlite boots a WebAssembly PostgreSQL (a few seconds) in each suite's beforeAll.
jest.setTimeout(60_000);
