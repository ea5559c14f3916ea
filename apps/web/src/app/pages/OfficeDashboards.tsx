import { FeeFigures } from '../../features/fees/components/FeeFigures';
import { SetupChecklist } from '../../features/fees/components/SetupChecklist';
import { InstituteAdminDashboardPage } from '../../features/profiles/pages/InstituteAdminDashboardPage';
import { InstituteUserDashboardPage } from '../../features/students/pages/InstituteUserDashboardPage';

/*
 * The office dashboards show the fee figures; features do not import one another, so the app puts
 * the fees feature's panel into the students' and the profiles' dashboards here.
 */

export function InstituteUserDashboard() {
  return (
    <InstituteUserDashboardPage>
      <SetupChecklist />
      <FeeFigures links />
    </InstituteUserDashboardPage>
  );
}

/** The admin sees the same figures; the fee screens they would link to are the institute user's. */
export function InstituteAdminDashboard() {
  return (
    <InstituteAdminDashboardPage>
      <FeeFigures links={false} />
    </InstituteAdminDashboardPage>
  );
}
