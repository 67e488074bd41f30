import path from 'node:path'

/** A database the contract suite runs against, and the environment that selects it. */
export type ContractDatabase = { name: 'sqlite' | 'postgres'; env: Record<string, string> }

const root = path.resolve(import.meta.dirname, '../..')

export function contractDatabases(): ContractDatabase[] {
  const sqlite: ContractDatabase = {
    name: 'sqlite',
    env: {
      DATA_DIR: path.join(root, 'data/test-sqlite'),
      DATABASE_URL: `file:${path.join(root, 'data/test-sqlite/site.db')}`,
      SEED_ON_START: 'false',
      PAYLOAD_SECRET: 'contract-tests',
    },
  }
  const server = process.env.TEST_DATABASE_URL
  if (!server) return [sqlite]
  const url = new URL(server)
  // CONTRACT_DATABASE_NAME lets two checkouts run the suite side by side.
  url.pathname = `/${process.env.CONTRACT_DATABASE_NAME ?? 'institute_contract_test'}`
  return [
    sqlite,
    {
      name: 'postgres',
      env: {
        DATA_DIR: path.join(root, 'data/test-postgres'),
        DATABASE_URL: url.toString(),
        SEED_ON_START: 'false',
        PAYLOAD_SECRET: 'contract-tests',
      },
    },
  ]
}
