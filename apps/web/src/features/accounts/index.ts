export { SuperAdminDashboardPage } from './pages/SuperAdminDashboardPage';
export { PendingRegistrationsPage } from './pages/PendingRegistrationsPage';
export { ApprovedUsersPage } from './pages/ApprovedUsersPage';
export { RejectedUsersPage } from './pages/RejectedUsersPage';
export { ActiveUsersPage } from './pages/ActiveUsersPage';
export { SuspendedUsersPage } from './pages/SuspendedUsersPage';
