// /summary (spec §2 Sign-up steps): everything the athlete entered during the sign-up, read-only, with a
// way back to each step to change it; skipped optional steps read "Not given". "Continue" goes on.
import { Anchor, Stack } from '@mantine/core';
import { ANTI_DOPING_VALIDITY_YEARS, genderDisplay } from '@portal/contract/constants';
import type { AntiDoping, PassportDetails, PostalAddress } from '@portal/contract/endpoints/sign-up-steps';
import type { SocialLink } from '@portal/contract/endpoints/social';
import type { UserSport } from '@portal/contract/endpoints/sport-service';
import { screenPath } from '@portal/contract/routes';
import {
  DEFAULT_FEDERATION_NAME,
  type NationalFederation,
  userSportFederationName,
} from '@portal/contract/sport';
import {
  GUARDIAN_RELATION_LABELS,
  isAntiDopingExpired,
  isPassportExpired,
  type User,
} from '@portal/contract/user';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { formatDate } from '../../../shared/format/date';
import { countryName } from '../../../shared/ui/country-select';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { getAntiDopingQueryOptions } from '../api/get-anti-doping';
import { getFederationsQueryOptions } from '../api/get-federations';
import { getMySocialLinksQueryOptions } from '../api/get-my-social-links';
import { getMyUserSportsQueryOptions } from '../api/get-my-user-sports';
import { getPassportDetailsQueryOptions } from '../api/get-passport-details';
import { getPostalAddressQueryOptions } from '../api/get-postal-address';
import { StepActions } from '../components/step-actions';
import { StepLoadState } from '../components/step-load-state';
import { type SummaryRow, SummarySection } from '../components/summary-section';
import { useSignedInUser } from '../hooks/use-signed-in-user';
import { useStepNavigation } from '../hooks/use-step-navigation';
import { fullName } from '../lib/full-name';

interface SummaryData {
  readonly user: User;
  readonly passport: PassportDetails | null;
  readonly address: PostalAddress | null;
  readonly antiDoping: AntiDoping | null;
  readonly sports: readonly UserSport[];
  readonly socialLinks: readonly SocialLink[];
  readonly federations: readonly NationalFederation[];
}

function passportRows(
  passport: PassportDetails | null,
  federations: readonly NationalFederation[],
): SummaryRow[] | null {
  if (!passport) return null;
  const expired = isPassportExpired(passport.active_until_date, new Date());
  return [
    { label: 'Name as in passport', value: fullName(passport) },
    { label: 'Date of birth', value: formatDate(passport.birthday) },
    { label: 'Gender', value: genderDisplay(passport.gender) },
    { label: 'Nationality', value: countryName(federations, passport.nationality) },
    { label: 'Passport number', value: passport.passport_number },
    {
      label: 'Expiry date',
      value: `${formatDate(passport.active_until_date)}${expired ? ' (expired)' : ''}`,
    },
  ];
}

function guardianRows(user: User): SummaryRow[] | null {
  const guardian = user.legal_guardian;
  if (!guardian) return null;
  return [
    { label: 'Name', value: fullName(guardian) },
    { label: 'Relation', value: GUARDIAN_RELATION_LABELS[guardian.relation] },
    { label: 'E-mail address', value: guardian.email },
    { label: 'Phone number', value: guardian.phone },
    {
      label: 'Anti-doping rules',
      value: guardian.anti_doping_acknowledged ? 'Accepted' : 'Not accepted yet',
    },
  ];
}

function addressRows(
  address: PostalAddress | null,
  federations: readonly NationalFederation[],
): SummaryRow[] | null {
  if (!address) return null;
  return [
    { label: 'Street and number', value: address.street },
    { label: 'Postcode and city', value: `${address.postcode} ${address.city}` },
    ...(address.region ? [{ label: 'Region', value: address.region }] : []),
    { label: 'Country', value: countryName(federations, address.country) },
  ];
}

function antiDopingRows(antiDoping: AntiDoping | null): SummaryRow[] | null {
  if (!antiDoping) return null;
  const year = antiDoping.anti_doping_year_issued;
  const expired = isAntiDopingExpired(year, new Date().getFullYear());
  return [
    { label: 'Year of issue', value: String(year) },
    {
      label: 'Valid until',
      value: `${formatDate(`${year + ANTI_DOPING_VALIDITY_YEARS - 1}-12-31`)}${expired ? ' (expired)' : ''}`,
    },
    { label: 'Certificate', value: antiDoping.certificate ? 'Uploaded' : 'Not uploaded' },
  ];
}

function federationRows(user: User): SummaryRow[] | null {
  if (user.not_belong_to_any_federation) return [{ label: 'Federation', value: DEFAULT_FEDERATION_NAME }];
  return user.national_federation ? [{ label: 'Federation', value: user.national_federation.name }] : null;
}

function Summary({ user, passport, address, antiDoping, sports, socialLinks, federations }: SummaryData) {
  const navigation = useStepNavigation();
  const [leaving, setLeaving] = useState(false);
  const showGuardian = user.age_group === 'minor' || user.legal_guardian !== null;

  const next = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setLeaving(true);
    try {
      await navigation.goNext();
    } finally {
      setLeaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void next(event)}>
      <Stack gap="md">
        <SummarySection
          title="Account"
          rows={[
            { label: 'Name', value: fullName(user) },
            { label: 'E-mail address', value: user.email ?? '-' },
            { label: 'Phone number', value: user.phone ?? '-' },
          ]}
        />
        <SummarySection
          title="Passport details"
          editPath={screenPath('passport-details')}
          rows={passportRows(passport, federations)}
        />
        {showGuardian ? (
          <SummarySection
            title="Legal guardian"
            editPath={screenPath('legal-guardians')}
            rows={guardianRows(user)}
          />
        ) : null}
        <SummarySection
          title="Postal address"
          editPath={screenPath('postal-address')}
          rows={addressRows(address, federations)}
        />
        <SummarySection
          title="Anti-doping"
          editPath={screenPath('anti-doping')}
          rows={antiDopingRows(antiDoping)}
        />
        <SummarySection
          title="Sports"
          editPath={screenPath('sport-select')}
          rows={sports.map((item) => ({ label: item.sport.name, value: userSportFederationName(item) }))}
        />
        <SummarySection
          title="Social profiles"
          editPath={screenPath('social-profiles')}
          rows={socialLinks.map((link) => ({
            label: link.provider.name,
            value: (
              <Anchor href={link.url} target="_blank" rel="noopener noreferrer">
                {link.url}
              </Anchor>
            ),
          }))}
        />
        <SummarySection
          title="National federation"
          editPath={screenPath('national-federation')}
          rows={federationRows(user)}
        />
        <StepActions navigation={navigation} submitting={leaving} submitLabel="Continue" allowSkip={false} />
      </Stack>
    </form>
  );
}

export default function SummaryScreen() {
  const me = useSignedInUser();
  const userId = me.data?.id;
  const enabled = userId !== undefined;
  const passport = useQuery({ ...getPassportDetailsQueryOptions(userId ?? 0), enabled });
  const address = useQuery({ ...getPostalAddressQueryOptions(userId ?? 0), enabled });
  const antiDoping = useQuery({ ...getAntiDopingQueryOptions(userId ?? 0), enabled });
  const sports = useQuery(getMyUserSportsQueryOptions());
  const socialLinks = useQuery(getMySocialLinksQueryOptions());
  const federations = useQuery(getFederationsQueryOptions());

  return (
    <Stack gap="lg">
      <ScreenHeading title="Summary">
        Check what you have entered. You can still change anything.
      </ScreenHeading>
      <StepLoadState
        queries={[me, passport, address, antiDoping, sports, socialLinks, federations]}
        subject="Your details"
      >
        {() =>
          me.data ? (
            <Summary
              user={me.data}
              passport={passport.data ?? null}
              address={address.data ?? null}
              antiDoping={antiDoping.data ?? null}
              sports={sports.data ?? []}
              socialLinks={socialLinks.data ?? []}
              federations={federations.data ?? []}
            />
          ) : null
        }
      </StepLoadState>
    </Stack>
  );
}
