import { useId } from 'react';
import { cn } from '@/lib/cn';

interface ChoiceChipsProps<T extends string> {
  legend: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** Radio buttons drawn as big chips: one tap on a phone, arrow keys on a keyboard. */
export function ChoiceChips<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: ChoiceChipsProps<T>) {
  const id = useId();
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold text-navy-900">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            htmlFor={`${id}-${option.value}`}
            className={cn(
              'inline-flex min-h-11 cursor-pointer items-center rounded-full border-2 px-4 text-sm font-semibold',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-union-500 has-[:focus-visible]:ring-offset-2',
              option.value === value
                ? 'border-navy-900 bg-navy-900 text-white'
                : 'border-slate-300 bg-white text-navy-900 hover:border-navy-900',
            )}
          >
            <input
              id={`${id}-${option.value}`}
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
