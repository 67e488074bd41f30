// The part of s3rver's API the tests use (the package ships no types).
declare module '@20minutes/s3rver' {
  export default class S3rver {
    constructor(options: {
      address?: string
      port?: number
      directory: string
      silent?: boolean
      resetOnClose?: boolean
      /** Accepts well-formed signatures that do not match its own reading of the request. */
      allowMismatchedSignatures?: boolean
      configureBuckets?: { name: string }[]
    })
    /** Starts listening; resolves to the address it listens on. */
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
