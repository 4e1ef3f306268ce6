import * as React from 'react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { tokens } from '@acme/tokens';

type Variant = 'contained' | 'outlined' | 'ghost';

export interface ButtonProps extends ComponentPropsWithoutRef<'button'> {
  variant?: Variant;
  /** Shows a spinner and blocks clicks. */
  loading?: boolean;
  icon?: React.ReactNode;
}

const padding = (size: number) => `${size / 2}px ${size}px`;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'contained', loading = false, icon, children, className, ...rest },
  ref,
) {
  const style: React.CSSProperties = {
    padding: padding(tokens.spacing.medium),
    borderRadius: tokens.shape.button.borderRadius,
  };
  return (
    <button
      ref={ref}
      className={['eds-button', `eds-button--${variant}`, className].filter(Boolean).join(' ')}
      style={style}
      aria-busy={loading || undefined}
      disabled={loading || rest.disabled}
      {...rest}
    >
      {icon && <span className="eds-button__icon">{icon}</span>}
      {loading ? <Progress.Circular size={16} /> : children}
    </button>
  );
});

// In a .tsx file an arrow function's type parameter needs the trailing comma.
export const first = <T,>(items: readonly T[]): T | undefined => items[0];
export const pick = <K extends keyof ButtonProps>(props: ButtonProps, key: K) => props[key];

export const ButtonGroup = ({ children }: { children: React.ReactNode }) => (
  <>
    <div role="group" className="eds-button-group">
      {children}
    </div>
  </>
);
