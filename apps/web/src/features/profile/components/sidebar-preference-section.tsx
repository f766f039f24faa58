// The sidebar preference (§3: stored as 1/0): the open shell follows the switch at once.
import { Switch } from '@mantine/core';
import { useSidebarCollapsed } from '../../../shared/storage/use-sidebar-collapsed';
import { SettingsSection } from './settings-section';

export function SidebarPreferenceSection() {
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  return (
    <SettingsSection
      id="sidebar"
      title="Sidebar"
      description="A collapsed sidebar shows icons only and leaves more room for the page. This browser remembers your choice."
    >
      <Switch
        label="Collapse the sidebar"
        checked={collapsed}
        onChange={(event) => setCollapsed(event.currentTarget.checked)}
      />
    </SettingsSection>
  );
}
