/*
 * The Mantine styles the signed-in screens use beyond those of the first screen (first-screen-styles.ts,
 * which every screen loads), instead of the whole 295 kB stylesheet: the shell's stylesheet holds back a
 * phone's first signed-in screen until it has arrived. A component missing here shows unstyled: whoever
 * starts using another Mantine component adds its file. In the order of @mantine/core/styles.layer.css,
 * all in `@layer mantine`, as on the first screen. The date field's styles load with it (components/DateField.tsx).
 */
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/AspectRatio.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import '@mantine/core/styles/SemiCircleProgress.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Accordion.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Timeline.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
