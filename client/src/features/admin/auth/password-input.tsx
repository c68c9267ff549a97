import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { Input } from '@/components/ui/field';

/** A password input with a show/hide toggle whose accessible name says what it will do. */
export const PasswordInput = forwardRef<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>
>(function PasswordInput(props, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input ref={ref} type={visible ? 'text' : 'password'} className="pr-20" {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-1 right-1 rounded px-3 text-sm font-semibold text-union-600 hover:bg-union-50 hover:text-navy-900"
      >
        {/* Named by its text, not aria-label, so a search by the label "Password" finds only the input. */}
        {visible ? 'Hide' : 'Show'}
        <span className="sr-only"> password</span>
      </button>
    </div>
  );
});
