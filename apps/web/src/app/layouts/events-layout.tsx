// Events: the user's events and all events.
import { SectionNav, sectionItem } from './section-nav';
import { SignedInShell } from './signed-in-shell';

const EVENTS_SECTIONS = [sectionItem('events-my'), sectionItem('events-all')];

export default function EventsLayout() {
  return <SignedInShell sectionNav={<SectionNav label="Events" items={EVENTS_SECTIONS} />} />;
}
