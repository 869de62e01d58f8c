/**
 * The probes a load balancer or Kubernetes asks: alive, and ready for work.
 */
export { default as healthRoutes } from './routes.ts'
