// The answer of a credential check as the guard at the gate sees it: VALID on green or INVALID on red with
// the reason, and whoever the credential names (photo, name, role, sport, federation, event) whenever the
// token is genuine, so the guard can compare the face with the person in front of them.
import { Avatar, Button } from '@mantine/core';
import type { CredentialCheck } from '@portal/contract/participant';
import { IconCircleCheckFilled, IconCircleXFilled, IconRefresh } from '@tabler/icons-react';
import { imageUrl } from '../../../shared/format/image-url';
import { checkTime, federationLine, roleLine } from '../lib/credential-display';
import { CheckFrame } from './check-frame';
import classes from './check-frame.module.css';

const PHOTO_SIZE = 176;

function Fact({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <div>
      <dt className={classes.factLabel}>{label}</dt>
      <dd className={classes.factValue}>{value}</dd>
    </div>
  );
}

export interface CheckAnswerProps {
  readonly check: CredentialCheck;
  readonly onCheckAgain: () => void;
}

export function CheckAnswer({ check, onCheckAgain }: CheckAnswerProps) {
  const { person, role, event } = check;
  const verdict = check.valid ? 'VALID' : 'INVALID';
  const VerdictIcon = check.valid ? IconCircleCheckFilled : IconCircleXFilled;
  const federation = person?.federation ?? null;
  return (
    <CheckFrame tone={check.valid ? 'valid' : 'invalid'} label="Credential check">
      <div role="status">
        <h1 className={classes.verdict}>
          <VerdictIcon className={classes.verdictIcon} aria-hidden />
          {verdict}
        </h1>
        <p className={classes.message}>{check.message}</p>
      </div>

      {person ? (
        <div className={classes.person}>
          <Avatar
            src={imageUrl(person.avatar, { width: PHOTO_SIZE * 2, height: PHOTO_SIZE * 2 })}
            name={person.full_name}
            color="initials"
            size={PHOTO_SIZE}
            radius={PHOTO_SIZE}
            alt={`Photo of ${person.full_name}`}
            className={classes.photo}
            // The address carries the credential's token: a photo request must not pass it on.
            imageProps={{ referrerPolicy: 'no-referrer' }}
          />
          <h2 className={classes.name}>{person.full_name}</h2>
        </div>
      ) : null}

      {role || federation || event ? (
        <dl className={classes.facts}>
          {role ? <Fact label="Role" value={roleLine(role.label, role.function)} /> : null}
          {role?.sport ? <Fact label="Sport" value={role.sport.name} /> : null}
          {federation ? <Fact label="Federation" value={federationLine(federation)} /> : null}
          {event ? <Fact label="Event" value={event.name} /> : null}
        </dl>
      ) : null}

      <p className={classes.checkedAt}>Checked at {checkTime(check.checked_at)}</p>

      <Button
        size="xl"
        variant="white"
        color="dark"
        fullWidth
        leftSection={<IconRefresh size={24} aria-hidden />}
        onClick={onCheckAgain}
      >
        Check again
      </Button>
    </CheckFrame>
  );
}
