import type { OperationName } from '#server/ops/operations.ts'
import { callOpsSocket } from '#server/ops/ops-socket.ts'
import { e2eDataDir } from './e2e-env.ts'

/**
 * Runs an operator command on the portal under test the way `npm run member:create` and the
 * others reach a running portal (its operator socket), without starting a process per case;
 * `dataDir` names another portal than the one under test.
 */
export async function operate<Result>(
  name: OperationName,
  input: Record<string, unknown>,
  dataDir = e2eDataDir,
): Promise<Result> {
  const answer = await callOpsSocket(dataDir, name, input)
  if (!answer) throw new Error(`no portal answers on the operator socket in ${dataDir}`)
  if (answer.status !== 200) throw new Error(`${name} refused: ${answer.body.error ?? answer.status}`)
  return answer.body.result as Result
}
