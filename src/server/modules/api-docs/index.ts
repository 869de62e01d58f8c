/**
 * The API's description: OpenAPI 3.1 made from the routes the portal enforces, and its page.
 */
export { default as apiDocsRoutes } from './routes.ts'
