// Paged lists: `?page=1&page_size=20` in, `{ count, next, previous, results }` out, with absolute links
// built from PUBLIC_URL (never from the Host header, which the caller controls).
import { type Paged, type PageQuery, pageQuerySchema } from '@portal/contract/http';
import { invalidFieldsOf } from './error-handler';
import { Invalid } from './errors';

export interface PageRequest {
  readonly page: number;
  readonly pageSize: number;
  /** For SQL: `limit pageSize offset (page - 1) * pageSize`. */
  readonly limit: number;
  readonly offset: number;
}

export function toPageRequest(query: PageQuery): PageRequest {
  return {
    page: query.page,
    pageSize: query.page_size,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  };
}

/** For a query that was not validated by an endpoint schema; 400 with invalid_fields when it is bad. */
export function parsePage(query: unknown): PageRequest {
  const parsed = pageQuerySchema.safeParse(query ?? {});
  if (!parsed.success) {
    throw new Invalid(
      invalidFieldsOf(
        parsed.error.issues.map((issue) => ({
          instancePath: `/${issue.path.join('/')}`,
          message: issue.message,
        })),
      ),
    );
  }
  return toPageRequest(parsed.data);
}

export interface PageInput<T> {
  /** PUBLIC_URL of the configuration, without a trailing slash. */
  readonly publicUrl: string;
  /** The request's URL (path and query, as `request.url`); its other query parameters are kept. */
  readonly requestUrl: string;
  readonly page: PageRequest;
  /** Rows matching the filters, over all pages. */
  readonly count: number;
  readonly results: T[];
}

export function buildPage<T>({ publicUrl, requestUrl, page, count, results }: PageInput<T>): Paged<T> {
  const url = new URL(requestUrl, 'http://request.invalid');
  const linkTo = (target: number) => {
    const search = new URLSearchParams(url.search);
    search.set('page', String(target));
    search.set('page_size', String(page.pageSize));
    return `${publicUrl}${url.pathname}?${search.toString()}`;
  };
  const lastPage = Math.max(1, Math.ceil(count / page.pageSize));
  return {
    count,
    next: page.page < lastPage ? linkTo(page.page + 1) : null,
    previous: page.page > 1 ? linkTo(Math.min(page.page - 1, lastPage)) : null,
    results,
  };
}
