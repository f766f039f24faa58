// Sets `document.title` to '<title> · Federation portal' while the calling component shows.
import { useEffect } from 'react';
import { documentTitle } from './brand';

export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
