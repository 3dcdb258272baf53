import { WidgetSection } from '../shared/widget-section';
import type { WidgetProps } from '../types';
import { SubjectIdentitySettings } from './identity-settings-island';

/** `subject-identity-settings-default`: the signed-in visitor's ways in, as the settings page shows them. */
export function SubjectIdentitySettingsDefault({ widget, page }: WidgetProps) {
  return (
    <WidgetSection widget={widget} language={page.language}>
      <div className="min-h-24" data-subject-identity-settings>
        <SubjectIdentitySettings language={page.language} />
      </div>
    </WidgetSection>
  );
}
