import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  block?: boolean;
  /** Shows a spinner, disables the button and marks it busy; children should say why. */
  pending?: boolean;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export const Button = ({
  variant = 'primary',
  block = false,
  pending = false,
  icon,
  className,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) => (
  <button
    {...rest}
    type={type}
    className={['button', `button-${variant}`, block ? 'button-block' : '', className ?? ''].filter(Boolean).join(' ')}
    disabled={disabled === true || pending}
    aria-busy={pending || undefined}
  >
    {pending ? <span className="button-spinner" aria-hidden="true" /> : icon}
    {children}
  </button>
);
