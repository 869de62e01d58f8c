/** Runs the tasks with at most `width` under way, as many phones would. */
export async function inParallel<T>(count: number, width: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = []
  let next = 0
  const lane = async () => {
    while (next < count) {
      const index = next++
      results[index] = await task(index)
    }
  }
  await Promise.all(Array.from({ length: width }, lane))
  return results
}
