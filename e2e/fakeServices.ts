import { startFakeDoiServer } from '../test/support/fakeDoiServer'
import { fakeServicesPort } from './servers'

/**
 * Global setup: the fake DOI services (Crossref, DataCite) the servers under
 * test are pointed at (playwright.config.ts), on a fixed port, shared by every
 * worker: they only replay recorded answers. Returns the teardown.
 */
export default async function startFakeServices() {
  const doi = await startFakeDoiServer(fakeServicesPort)
  return () => doi.close()
}
