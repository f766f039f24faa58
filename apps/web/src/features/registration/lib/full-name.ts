// A person's name as the profile screens print it: first and last name, nothing when both are empty.

/** First and last name, trimmed; '' when neither is known. */
export const fullName = (person: { readonly first_name: string; readonly last_name: string }): string =>
  `${person.first_name} ${person.last_name}`.trim();
