import type { OperationName } from '#server/ops/operations.ts'
import { callOpsSocket } from '#server/ops/ops-socket.ts'
import { e2eDataDir } from './e2e-env.ts'

/**
 * Runs an operator command on the portal under test the way `npm run member:create` and the
 * others reach a running portal (its operator socket), without starting a process per case.
 */
export async function operate<Result>(name: OperationName, input: Record<string, unknown>): Promise<Result> {
  const answer = await callOpsSocket(e2eDataDir, name, input)
  if (!answer) throw new Error(`no portal answers on the operator socket in ${e2eDataDir}`)
  if (answer.status !== 200) throw new Error(`${name} refused: ${answer.body.error ?? answer.status}`)
  return answer.body.result as Result
}
