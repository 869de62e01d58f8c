import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openPostgres } from '#server/db/database.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database on TEST_DATABASE_URL's server that test databases are created from ('' without one). */
    postgresTemplate: string
  }
}

async function onServer(admin: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/**
 * Migrates one PostgreSQL database before the API tests, when TEST_DATABASE_URL names a server:
 * each test database is a copy of it (CREATE DATABASE … TEMPLATE) instead of a new one migrated
 * afresh, which took most of half a second of every test app. Dropped after the run.
 */
export default async function setup(project: TestProject) {
  const admin = process.env.TEST_DATABASE_URL
  if (!admin) {
    project.provide('postgresTemplate', '')
    return
  }
  const name = `portal_template_${randomBytes(6).toString('hex')}`
  await onServer(admin, `create database ${name}`)
  const url = new URL(admin)
  url.pathname = `/${name}`
  // Closed before any copy is made: a template must have no one connected to it.
  const database = await openPostgres(url.toString(), { poolMax: 1 })
  await database.close()
  project.provide('postgresTemplate', name)
  return () => onServer(admin, `drop database if exists ${name} with (force)`)
}
