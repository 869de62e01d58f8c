import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '#server/config.ts'

describe('configuration', () => {
  it('has defaults that start the portal on PGlite with the outbox', () => {
    const config = loadConfig({}, '/srv/portal')
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/portal/data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:8080',
      sessionTtlDays: 30,
      email: { driver: 'outbox' },
      sms: { driver: 'outbox' },
      // The API suites ask for quicker proofs of effort; what browsers solve by default is this.
      proofOfWork: { cost: 1000, tries: 500 },
    })
  })

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        DATA_DIR: '/var/lib/portal',
        DATABASE_URL: 'postgres://club@db/club',
        PUBLIC_URL: 'https://club.example.com/',
        SESSION_TTL_DAYS: '7',
        TRUST_PROXY: '10.0.0.0/8, 192.168.1.5',
        EMAIL_DRIVER: 'smtp',
        SMTP_URL: 'smtps://u:p@mail.example.com',
        MAIL_FROM: 'Club <club@example.com>',
        SMS_DRIVER: 'http',
        SMS_GATEWAY_URL: 'https://sms.example.com/send',
        SMS_GATEWAY_TOKEN: 'secret',
        SUPPORT_EMAIL: 'help@example.com',
        CODE_HMAC_SECRET: 'c'.repeat(64),
      },
      '/',
    )
    expect(config).toMatchObject({
      port: 9000,
      dataDir: '/var/lib/portal',
      databaseUrl: 'postgres://club@db/club',
      publicUrl: 'https://club.example.com',
      sessionTtlDays: 7,
      trustProxy: ['10.0.0.0/8', '192.168.1.5'],
      supportEmail: 'help@example.com',
      email: { driver: 'smtp', url: 'smtps://u:p@mail.example.com', from: 'Club <club@example.com>' },
      sms: { driver: 'http', url: 'https://sms.example.com/send', token: 'secret' },
      codeHmacSecret: 'c'.repeat(64),
    })
  })

  it('reads how far to trust proxies: a hop count, or none', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false)
    expect(loadConfig({}).trustProxy).toBe(false)
  })

  it('refuses production without real e-mail and SMS drivers, naming what to set', () => {
    const smtp = { EMAIL_DRIVER: 'smtp', SMTP_URL: 'smtps://u:p@mail.example.com' }
    const sms = { SMS_DRIVER: 'http', SMS_GATEWAY_URL: 'https://sms.example.com/send' }
    const site = { PUBLIC_URL: 'https://club.example.com' }
    const refusal = (env: Record<string, string>) => () => loadConfig({ NODE_ENV: 'production', ...site, ...env })
    expect(refusal({})).toThrowError(ConfigError)
    expect(refusal({})).toThrowError(
      /EMAIL_DRIVER=smtp with SMTP_URL and SMS_DRIVER=http with SMS_GATEWAY_URL.*ALLOW_OUTBOX_IN_PRODUCTION=true/,
    )
    expect(refusal(smtp)).toThrowError(/set SMS_DRIVER=http with SMS_GATEWAY_URL \(/)
    expect(refusal(sms)).toThrowError(/set EMAIL_DRIVER=smtp with SMTP_URL \(/)
    expect(loadConfig({ NODE_ENV: 'production', ...site, ...smtp, ...sms }).production).toBe(true)
    expect(loadConfig({ NODE_ENV: 'production', ...site, ALLOW_OUTBOX_IN_PRODUCTION: 'true' })).toMatchObject({
      production: true,
      allowOutboxInProduction: true,
      email: { driver: 'outbox' },
    })
    expect(() => loadConfig({ ALLOW_OUTBOX_IN_PRODUCTION: 'yes' })).toThrowError('ALLOW_OUTBOX_IN_PRODUCTION')
  })

  it('hashes passwords at the standard cost unless a test suite asks, and never cheaper in production', () => {
    const site = { PUBLIC_URL: 'https://club.example.com', ALLOW_OUTBOX_IN_PRODUCTION: 'true' }
    expect(loadConfig({}).passwordHashing).toBe('standard')
    expect(loadConfig({ NODE_ENV: 'production', ...site }).passwordHashing).toBe('standard')
    expect(loadConfig({ PASSWORD_HASHING: 'fast-for-tests' }).passwordHashing).toBe('fast-for-tests')
    expect(() => loadConfig({ NODE_ENV: 'production', ...site, PASSWORD_HASHING: 'fast-for-tests' })).toThrowError(
      /PASSWORD_HASHING=fast-for-tests is for test suites/,
    )
  })

  it('refuses production without the public address that e-mail links carry', () => {
    const drivers = { ALLOW_OUTBOX_IN_PRODUCTION: 'true' }
    expect(() => loadConfig({ NODE_ENV: 'production', ...drivers })).toThrowError(/NODE_ENV=production needs PUBLIC_URL/)
    expect(loadConfig({ NODE_ENV: 'production', ...drivers, PUBLIC_URL: 'https://club.example.com/' }).publicUrl).toBe(
      'https://club.example.com',
    )
    expect(loadConfig({}).publicUrl).toBe('http://localhost:8080')
  })

  it('reads the size of the PostgreSQL pool', () => {
    expect(loadConfig({}).databasePoolMax).toBe(10)
    expect(loadConfig({ DATABASE_POOL_MAX: '40' }).databasePoolMax).toBe(40)
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrowError('DATABASE_POOL_MAX')
  })

  it('reads the message budgets, with defaults for a big venue event', () => {
    expect(loadConfig({}).messageBudgets).toEqual({
      smsPerHour: 2000,
      emailPerHour: 5000,
      securityNoticesPerHour: 2000,
      smsPerCountryCode: { '+852': 2000, '*': 200, other: 20 },
    })
    const config = loadConfig({
      SMS_PER_HOUR: '300',
      EMAIL_PER_HOUR: '400',
      SECURITY_NOTICES_PER_HOUR: '50',
      SMS_PER_COUNTRY_CODE_PER_HOUR: '+853:50, other:5',
    })
    expect(config.messageBudgets).toEqual({
      smsPerHour: 300,
      emailPerHour: 400,
      securityNoticesPerHour: 50,
      smsPerCountryCode: { '+852': 2000, '+853': 50, '*': 200, other: 5 },
    })
  })

  it('keeps files in the local folder by default, in an S3 bucket with STORAGE=s3', () => {
    expect(loadConfig({}).storage).toEqual({ driver: 'local' })
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_BUCKET: 'club-files',
        S3_REGION: 'auto',
        S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'key-id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_KEY_PREFIX: '/portal/uploads/',
      }).storage,
    ).toEqual({
      driver: 's3',
      bucket: 'club-files',
      region: 'auto',
      endpoint: 'https://account.r2.cloudflarestorage.com',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
      keyPrefix: 'portal/uploads/',
    })
    // Without a key, the SDK finds one itself (an instance or pod role).
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'club-files' }).storage).toEqual({
      driver: 's3',
      bucket: 'club-files',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      keyPrefix: '',
    })
  })

  it('refuses an S3 storage it could not use, and a bucket it would ignore', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrowError('STORAGE=s3 needs S3_BUCKET')
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key-id' })).toThrowError(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    )
    expect(() => loadConfig({ S3_BUCKET: 'club-files' })).toThrowError('S3_BUCKET is set: set STORAGE=s3')
    expect(() => loadConfig({ STORAGE: 'minio' })).toThrowError('STORAGE')
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrowError('S3_ENDPOINT')
  })

  it('names the rule of a bad value but never repeats the value', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://admin:S3cret@db/club' })).toThrowError(
      new ConfigError('Invalid configuration:\n  - DATABASE_URL must be a postgres:// or postgresql:// URL'),
    )
  })

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://db/club' }, 'DATABASE_URL'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ SUPPORT_EMAIL: 'not an address' }, 'SUPPORT_EMAIL'],
    [{ EMAIL_DRIVER: 'smtp' }, 'SMTP_URL'],
    [{ SMS_DRIVER: 'http' }, 'SMS_GATEWAY_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SMS_PER_HOUR: '0' }, 'SMS_PER_HOUR'],
    [{ EMAIL_PER_HOUR: 'lots' }, 'EMAIL_PER_HOUR'],
    [{ SMS_PER_COUNTRY_CODE_PER_HOUR: '852:100' }, 'SMS_PER_COUNTRY_CODE_PER_HOUR'],
    [{ SMS_PER_COUNTRY_CODE_PER_HOUR: '+852:0' }, 'SMS_PER_COUNTRY_CODE_PER_HOUR'],
  ])('stops with the name of a bad variable: %j', (env, name) => {
    expect(() => loadConfig(env)).toThrowError(ConfigError)
    expect(() => loadConfig(env)).toThrowError(name)
  })
})
