import { lazySchemas, type Endpoint } from '../endpoint.ts'

/** How much of the hour's SMS and e-mail budgets is spent, which the console shows to every staff member. */
export const messageBudgetEndpoints = {
  messageBudgets: {
    summary:
      "The hour's SMS and e-mail budgets and each country code's SMS: how many went, the cap, whether further messages wait.",
    method: 'GET',
    path: '/api/staff/messageBudgets',
    access: 'staff',
    schemas: lazySchemas(['messageBudgets'], ({ messageBudgets }) => ({ answer: messageBudgets.messageBudgetsAnswer })),
  },
} as const satisfies Record<string, Endpoint>
