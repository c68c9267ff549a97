import { Button, type ButtonProps } from '@/components/ui/button';

/** SPEC section 4: while pending the button is disabled and shows its pending label. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  ...props
}: ButtonProps & { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <Button type="submit" disabled={pending} {...props}>
      {pending ? pendingLabel : label}
    </Button>
  );
}
