import type { ReactNode } from 'react';

interface RadioChoiceProps {
  /** The radio group's name, shared by its choices. */
  name: string;
  checked: boolean;
  onChange: () => void;
  /** What the choice says: its accessible name. */
  children: ReactNode;
}

/**
 * One choice of a radio group, one a line: its words wrap under themselves and the next choice
 * never pushes it along (daisyUI's label keeps its words on one line and its choices side by side).
 */
export function RadioChoice({ name, checked, onChange, children }: RadioChoiceProps) {
  return (
    <div>
      <label className="label flex cursor-pointer justify-start gap-2 py-1 whitespace-normal">
        <input
          type="radio"
          name={name}
          className="radio radio-sm"
          checked={checked}
          onChange={onChange}
        />
        {children}
      </label>
    </div>
  );
}
