import { buttonClass, type ButtonVariant } from './button';

/**
 * A large call-to-action button that steps down to the medium size on phones, where the large
 * size's long labels ("Read the Letter to Delegates") would overflow a 360 px screen.
 */
export function bigButtonClass(variant: ButtonVariant, extra?: string): string {
  return buttonClass(variant, 'lg', `max-sm:h-12 max-sm:px-5 max-sm:text-base ${extra ?? ''}`.trim());
}
