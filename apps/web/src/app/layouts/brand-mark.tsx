// The product's logo (a wheel on speed lines) and name; the favicon draws the same mark.
import { AppLink } from '../../shared/ui/app-link';
import { PRODUCT_NAME } from '../brand';
import classes from './layouts.module.css';

/** `dark`: the mark sits on a navy background, so its tile turns white. */
export type BrandTone = 'light' | 'dark';

export function BrandLogo({ size = 32, tone = 'light' }: { size?: number; tone?: BrandTone }) {
  const [tile, lines] = tone === 'dark' ? ['#ffffff', '#173571'] : ['#173571', '#ffffff'];
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill={tile} />
      <path d="M6 11h11M6 16h7M6 21h4" stroke={lines} strokeWidth="2.4" strokeLinecap="round" />
      <circle cx="21" cy="18" r="6" fill="none" stroke="#ff521b" strokeWidth="3" />
      <circle cx="21" cy="18" r="1.7" fill="#ff521b" />
    </svg>
  );
}

export interface BrandMarkProps {
  /** Where the mark leads; none renders it as plain text. */
  to?: string;
  withName?: boolean;
  tone?: BrandTone;
}

export function BrandMark({ to, withName = true, tone = 'light' }: BrandMarkProps) {
  const [first, ...rest] = PRODUCT_NAME.split(' ');
  const content = (
    <>
      <BrandLogo tone={tone} />
      {withName ? (
        <span className={classes.brandName}>
          {first} <span className={classes.brandNameAccent}>{rest.join(' ')}</span>
        </span>
      ) : null}
    </>
  );
  if (!to) return <span className={classes.brand}>{content}</span>;
  return (
    <AppLink to={to} className={classes.brand} aria-label={`${PRODUCT_NAME}, home`}>
      {content}
    </AppLink>
  );
}
