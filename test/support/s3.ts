import S3rver from '@20minutes/s3rver'

/**
 * A real S3 server (s3rver) in the test's process, on a free loopback port,
 * holding `bucket` (its objects under `directory`), and the S3_ variables that
 * point the site at it (path style, s3rver's fixed keys). `lenientSignatures`:
 * accept well-formed signatures s3rver reads otherwise (the SDK signs a
 * bucket's listing as `/bucket/`, s3rver checks it as `/bucket`).
 */
export async function runS3Server(bucket: string, directory: string, { lenientSignatures = false } = {}) {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    allowMismatchedSignatures: lenientSignatures,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const settings = {
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: 'true',
  }
  return { server, settings }
}
