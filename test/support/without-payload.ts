// The unit project resolves `payload` and the CMS's config here (vitest.config.ts): loading either fails the test.
throw new Error('The unit tests run without Payload: test what needs the CMS in test/contract, or the plain module.')
