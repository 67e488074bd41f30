/** Whether DATABASE_URL names a PostgreSQL server (else the site uses SQLite: cms/database.ts). */
export const isPostgresUrl = (url: string | undefined): boolean => /^postgres(ql)?:\/\//.test(url ?? '')
