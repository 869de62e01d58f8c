/**
 * Client modules a unit test reaches may import CSS modules; the client's own compilation
 * knows them from vite/client, the tests' from this.
 */
declare module '*.module.css' {
  const classes: Record<string, string>
  export default classes
}
