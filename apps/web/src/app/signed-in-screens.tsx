import { routes, type RouteDef } from '../lib/routes';
import { DASHBOARD_SCREENS, from, type Screen } from './route-table';

const { superAdmin: sa, instituteAdmin: ia, instituteUser: iu, jobseeker: js } = routes;

/**
 * The page each signed-in route loads, one chunk per page: the dashboard a user lands on does not
 * wait for every list of its feature. A route without a row shows a placeholder with its title until
 * its screen is built.
 */
export const SIGNED_IN_SCREENS: [RouteDef, Screen][] = [
  ...DASHBOARD_SCREENS,
  [sa.pendingRegistrations, from(() => import('../features/accounts/pages/PendingRegistrationsPage'), (m) => m.PendingRegistrationsPage)],
  [sa.approvedRegistrations, from(() => import('../features/accounts/pages/ApprovedUsersPage'), (m) => m.ApprovedUsersPage)],
  [sa.rejectedRegistrations, from(() => import('../features/accounts/pages/RejectedUsersPage'), (m) => m.RejectedUsersPage)],
  [sa.activeUsers, from(() => import('../features/accounts/pages/ActiveUsersPage'), (m) => m.ActiveUsersPage)],
  [sa.suspendedUsers, from(() => import('../features/accounts/pages/SuspendedUsersPage'), (m) => m.SuspendedUsersPage)],
  [sa.pendingAds, from(() => import('../features/vehicles/pages/PendingAdsPage'), (m) => m.PendingAdsPage)],
  [sa.approvedAds, from(() => import('../features/vehicles/pages/ApprovedAdsPage'), (m) => m.ApprovedAdsPage)],
  [sa.rejectedAds, from(() => import('../features/vehicles/pages/RejectedAdsPage'), (m) => m.RejectedAdsPage)],
  [sa.status, from(() => import('../features/status/pages/StatusPage'), (m) => m.StatusPage)],
  [sa.profile, from(() => import('../features/profiles/pages/SuperProfilePage'), (m) => m.SuperProfilePage)],
  [ia.postJob, from(() => import('../features/jobs/pages/PostJobPage'), (m) => m.PostJobPage)],
  [ia.manageJobs, from(() => import('../features/jobs/pages/ManageJobsPage'), (m) => m.ManageJobsPage)],
  [ia.findEmployee, from(() => import('../features/jobseekers/pages/FindEmployeePage'), (m) => m.FindEmployeePage)],
  [ia.sell, from(() => import('../features/vehicles/pages/SellVehiclePage'), (m) => m.SellVehiclePage)],
  [ia.buy, from(() => import('../features/vehicles/pages/BuyVehiclePage'), (m) => m.BuyVehiclePage)],
  [ia.manageAds, from(() => import('../features/vehicles/pages/ManageAdsPage'), (m) => m.ManageAdsPage)],
  [ia.profile, from(() => import('../features/profiles/pages/InstituteProfilePage'), (m) => m.InstituteProfilePage)],
  [ia.addUser, from(() => import('../features/institute-users/pages/AddUserPage'), (m) => m.AddUserPage)],
  [ia.manageUsers, from(() => import('../features/institute-users/pages/ManageUsersPage'), (m) => m.ManageUsersPage)],
  [iu.profile, from(() => import('../features/profiles/pages/InstituteUserProfilePage'), (m) => m.InstituteUserProfilePage)],
  [iu.addStudent, from(() => import('../features/students/pages/AddStudentPage'), (m) => m.AddStudentPage)],
  [iu.manageStudents, from(() => import('../features/students/pages/ManageStudentsPage'), (m) => m.ManageStudentsPage)],
  [iu.student, from(() => import('../features/students/pages/StudentPage'), (m) => m.StudentPage)],
  [iu.collectFee, from(() => import('../features/fees/pages/CollectFeePage'), (m) => m.CollectFeePage)],
  [iu.receipt, from(() => import('../features/fees/pages/ReceiptPage'), (m) => m.ReceiptPage)],
  [iu.defaulters, from(() => import('../features/fees/pages/DefaultersPage'), (m) => m.DefaultersPage)],
  [iu.collections, from(() => import('../features/fees/pages/CollectionsPage'), (m) => m.CollectionsPage)],
  [iu.cashSummary, from(() => import('../features/fees/pages/CashSummaryPage'), (m) => m.CashSummaryPage)],
  [iu.duesByClass, from(() => import('../features/fees/pages/DuesByClassPage'), (m) => m.DuesByClassPage)],
  [iu.feeCard, from(() => import('../features/fees/pages/FeeCardPage'), (m) => m.FeeCardPage)],
  [routes.settings.feeManager, from(() => import('../features/fees/pages/FeeManagerPage'), (m) => m.FeeManagerPage)],
  [routes.settings.classManager, from(() => import('../features/classes/pages/ClassManagerPage'), (m) => m.ClassManagerPage)],
  [js.searchJobs, from(() => import('../features/jobs/pages/BrowseJobsPage'), (m) => m.BrowseJobsPage)],
  [js.job, from(() => import('../features/jobs/pages/JobDetailPage'), (m) => m.JobDetailPage)],
  [js.appliedJobs, from(() => import('../features/applications/pages/AppliedJobsPage'), (m) => m.AppliedJobsPage)],
  [js.appliedJobsAlias, from(() => import('../features/applications/pages/AppliedJobsPage'), (m) => m.AppliedJobsPage)],
  [js.profile, from(() => import('../features/profiles/pages/JobseekerProfilePage'), (m) => m.JobseekerProfilePage)],
  [routes.suppliers.browse, from(() => import('../features/suppliers/pages/BrowseSuppliersPage'), (m) => m.BrowseSuppliersPage)],
  [routes.suppliers.add, from(() => import('../features/suppliers/pages/AddSupplierPage'), (m) => m.AddSupplierPage)],
  [routes.suppliers.detail, from(() => import('../features/suppliers/pages/SupplierDetailPage'), (m) => m.SupplierDetailPage)],
  [routes.suppliers.edit, from(() => import('../features/suppliers/pages/EditSupplierPage'), (m) => m.EditSupplierPage)],
  [routes.suppliers.enquiries, from(() => import('../features/suppliers/pages/EnquiriesPage'), (m) => m.EnquiriesPage)],
  [routes.products.all, from(() => import('../features/products/pages/AllProductsPage'), (m) => m.AllProductsPage)],
  [routes.products.add, from(() => import('../features/products/pages/AddProductPage'), (m) => m.AddProductPage)],
  [routes.products.edit, from(() => import('../features/products/pages/EditProductPage'), (m) => m.EditProductPage)],
  [routes.settings.changePassword, from(() => import('../features/auth/pages/ChangePasswordPage'), (m) => m.ChangePasswordPage)],
  [routes.settings.myData, from(() => import('../features/privacy/pages/MyDataPage'), (m) => m.MyDataPage)],
  [sa.dataRequests, from(() => import('../features/privacy/pages/DataRequestsPage'), (m) => m.DataRequestsPage)],
  [routes.settings.index, from(() => import('./pages/SettingsPage'), (m) => m.SettingsPage)],
  [routes.account, from(() => import('./pages/AccountRedirect'), (m) => m.AccountRedirect)],
];

const BY_PATH = new Map<string, Screen>(SIGNED_IN_SCREENS.map(([route, screen]) => [route.path, screen]));

export const screenOf = (route: RouteDef): Screen => BY_PATH.get(route.path) ?? 'placeholder';
