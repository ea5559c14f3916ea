/** What other modules and the app may use of accounts. */
export { hashPassword, verifyPassword } from './passwords.ts';
export { ensureSuperAdmin } from './bootstrap.ts';
export { activeSuperAdmins, notifySuperAdmins } from './super-admins.ts';
export { applyTransition } from './transitions.ts';
export { waitingRegistrations, type WaitingRegistration } from './queries.ts';
export { accountNames, isStaffOf, listInstituteStaff } from './staff.ts';
export {
  activeProfileCompleteIds,
  createAccount,
  describeInstitute,
  findAccountByAnyId,
  findAccountByEmail,
  findAccountById,
  findAccountByIdentifier,
  instituteCodeHolder,
  instituteNameOf,
  markProfileCompleted,
  refusalFor,
  reserveUserId,
  setInstituteName,
  setLanguage,
  setPassword,
  toAccount,
  toSessionUser,
  updateContact,
  type AccountRow,
} from './service.ts';
