/**
 * Uploaded documents: receiving them, attaching them to applications, and clearing those never attached.
 */
export { ownDocuments } from './member-documents.ts'
export { default as uploadRoutes } from './routes.ts'
export { openDocument, sendDocument, sendOpenDocument } from './send-document.ts'
