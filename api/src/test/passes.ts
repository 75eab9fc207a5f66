/**
 * CI runs the API suite twice: on PGlite, then on PostgreSQL (DATABASE_URL set). A test that does
 * not touch the suite's database (it spawns API processes on their own PGlite, renders mail, or
 * tests PGlite itself) proves the same thing in both: it runs once, in the PGlite pass.
 */
export const PGLITE_PASS_ONLY: string | false = process.env.DATABASE_URL
  ? 'runs in the PGlite pass (DATABASE_URL unset): it does not use the suite database'
  : false;
