// The countries a team may apply from, taken from the national federations and valued by ISO alpha-2 code
// as the application's `country_code` is: the shared country select fed by the federations query, for the
// form and the review list's filter, and the country's name for display.
import { useQuery } from '@tanstack/react-query';
import { CountrySelect as CountrySelectOf, countryName } from '../../../../shared/ui/country-select';
import { getFederationsQueryOptions } from '../api/get-federations';

/** The country's name (with its flag when the federations' list knows it). */
export function useCountryName(): (code: string) => string {
  const federations = useQuery(getFederationsQueryOptions());
  return (code) => countryName(federations.data ?? [], code);
}

export interface CountrySelectProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (code: string) => void;
  readonly onBlur?: () => void;
  readonly error?: string | undefined;
  readonly withAsterisk?: boolean;
  readonly placeholder?: string;
}

export function CountrySelect({ error, placeholder = 'Search for a country', ...props }: CountrySelectProps) {
  const federations = useQuery(getFederationsQueryOptions());
  return (
    <CountrySelectOf
      {...props}
      federations={federations.data ?? []}
      placeholder={federations.isPending ? 'Loading countries…' : placeholder}
      error={
        error ?? (federations.isError ? 'The countries could not be loaded. Reload the page.' : undefined)
      }
    />
  );
}
