// Event profile: one event, its sections as tabs for the event id.
import { EVENT_REGISTRATION_STEPS } from '@portal/contract/routes';
import { useScreenMatch } from '../screen-match';
import { SectionNav, sectionItem } from './section-nav';
import { SignedInShell } from './signed-in-shell';

function eventSections(id: string) {
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
    sectionItem('event-payments', { params }),
    sectionItem('event-nf-management', { params, alsoFor: ['event-nf-management-federation'] }),
  ];
}

export default function EventProfileLayout() {
  const id = useScreenMatch()?.params.id;
  return (
    <SignedInShell sectionNav={id ? <SectionNav label="Event sections" items={eventSections(id)} /> : null} />
  );
}
