/** What other modules and the app may use of accounts. */
export { accountRoutes } from './routes.ts';
export { ensureSuperAdmin } from './bootstrap.ts';
export {
  createAccount,
  findAccountByEmail,
  findAccountById,
  findAccountByIdentifier,
  instituteCodeHolder,
  instituteNameOf,
  refusalFor,
  reserveUserId,
  setPassword,
  toSessionUser,
  updateContact,
  type AccountRow,
} from './service.ts';
