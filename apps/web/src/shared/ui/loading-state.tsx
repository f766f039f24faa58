// The one loading indicator of the app: a centred loader with an accessible label.
import { Center, Loader, Overlay, VisuallyHidden } from '@mantine/core';

export interface LoadingStateProps {
  /** Read by screen readers; the loader itself carries no text. */
  label?: string;
  /** `page`: fills the viewport (first load); `section`: fills its box; `overlay`: covers its positioned parent. */
  variant?: 'page' | 'section' | 'overlay';
}

export function LoadingState({ label = 'Loading', variant = 'section' }: LoadingStateProps) {
  const indicator = (
    <Center role="status" aria-live="polite" mih={variant === 'page' ? '100dvh' : 240} h="100%">
      <Loader color="navy" type="oval" size="lg" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
  if (variant !== 'overlay') return indicator;
  return (
    <Overlay color="#fff" backgroundOpacity={0.6} blur={1} zIndex={5}>
      {indicator}
    </Overlay>
  );
}
