// A placeholder in the shape of a part of a screen that is still loading. A skeleton is a plain
// box, which may not carry a label of its own: the status role gives the label a place to be read.
import { Skeleton, type SkeletonProps } from '@mantine/core';

export interface LoadingBlockProps extends Pick<SkeletonProps, 'height' | 'width' | 'radius' | 'mt'> {
  /** What is loading, read by screen readers ("Loading the roster"). */
  label: string;
}

export function LoadingBlock({ label, ...shape }: LoadingBlockProps) {
  return <Skeleton role="status" aria-label={label} {...shape} />;
}
