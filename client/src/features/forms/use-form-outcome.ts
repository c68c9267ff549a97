import { useEffect, useRef, useState } from 'react';

/**
 * Whether a form shows its lasting outcome (form-outcome.tsx) in its place. Coming back to the
 * form puts the focus on its first field, where the person left off from the outcome's button.
 */
export function useFormOutcome(focusFirstField: () => void) {
  const [shown, setShown] = useState(false);
  const returning = useRef(false);
  useEffect(() => {
    if (shown || !returning.current) return;
    returning.current = false;
    focusFirstField();
  }, [shown, focusFirstField]);
  return {
    shown,
    show: () => setShown(true),
    again: () => {
      returning.current = true;
      setShown(false);
    },
  };
}
