/**
 * The hour's SMS and e-mail budgets, as staff see them.
 */
export { default as messageBudgetRoutes } from './routes.ts'
