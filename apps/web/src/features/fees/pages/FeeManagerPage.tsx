import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/PageHeader';
import { useT } from '../../../lib/i18n';
import { AssignHeadPanel } from '../components/AssignHeadPanel';
import { FeeHeadsPanel } from '../components/FeeHeadsPanel';
import { ConcessionsPanel } from '../components/ConcessionsPanel';
import { FeeStructurePanel } from '../components/FeeStructurePanel';
import { LateFeeRulesPanel } from '../components/LateFeeRulesPanel';
import { LateFeeWaiverPanel } from '../components/LateFeeWaiverPanel';
import { ReceiptPrefixPanel } from '../components/ReceiptPrefixPanel';
import { SiblingRulePanel } from '../components/SiblingRulePanel';
import { UpiSettingsPanel } from '../components/UpiSettingsPanel';

/** Settings - Fee Manager: what the school charges, per class, and when it falls due. */
export function FeeManagerPage() {
  const t = useT();
  return (
    <>
      <PageHeader
        title={t(/*i18n*/ 'Fee Manager')}
        description={t(
          /*i18n*/ "Fee heads, each class's fees for the current academic year with instalments and due dates, late fee rules, concessions, the receipt numbers and the school's UPI ID.",
        )}
      />
      <Stack gap="lg">
        <FeeHeadsPanel />
        <FeeStructurePanel />
        <AssignHeadPanel />
        <LateFeeRulesPanel />
        <ConcessionsPanel />
        <SiblingRulePanel />
        <LateFeeWaiverPanel />
        <ReceiptPrefixPanel />
        <UpiSettingsPanel />
      </Stack>
    </>
  );
}
