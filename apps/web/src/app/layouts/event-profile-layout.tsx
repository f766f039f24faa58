// Event profile: one event, its sections as tabs for the event id. Payments are WSK's and NF management is
// WSK's and the federations', so only their staff see those tabs (the server refuses everyone else anyway).
import { EVENT_REGISTRATION_STEPS } from '@portal/contract/routes';
import { useEventCapabilities } from '../../features/events/hooks/use-event-capabilities';
import type { EventCapabilities } from '../../features/events/lib/capabilities';
import { useScreenMatch } from '../screen-match';
import { SectionNav, sectionItem } from './section-nav';
import { SignedInShell } from './signed-in-shell';

function eventSections(id: string, { isWskStaff, isNfStaff }: EventCapabilities) {
  const params = { id };
  return [
    sectionItem('event-profile', {
      params,
      label: 'Profile',
      alsoFor: [
        'event-sport-profile',
        ...EVENT_REGISTRATION_STEPS.map((step) => `event-registration-${step}`),
      ],
    }),
    sectionItem('event-media', { params }),
    sectionItem('event-news', { params }),
    sectionItem('event-staff', {
      params,
      alsoFor: ['event-staff-registration', 'event-loc-registration'],
    }),
    sectionItem('event-ito', { params, alsoFor: ['event-ito-registration'] }),
    sectionItem('event-reports', { params }),
    ...(isWskStaff ? [sectionItem('event-payments', { params })] : []),
    ...(isWskStaff || isNfStaff
      ? [sectionItem('event-nf-management', { params, alsoFor: ['event-nf-management-federation'] })]
      : []),
  ];
}

export default function EventProfileLayout() {
  const id = useScreenMatch()?.params.id;
  const capabilities = useEventCapabilities();
  return (
    <SignedInShell
      sectionNav={id ? <SectionNav label="Event sections" items={eventSections(id, capabilities)} /> : null}
    />
  );
}
