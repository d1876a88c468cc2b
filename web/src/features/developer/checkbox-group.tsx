import '../../ui/text-field.css';

/** A labelled group of checkboxes picking some of a closed set (token scopes, webhook events). */
export function CheckboxGroup<T extends string>({
  legend,
  options,
  picked,
  onChange,
}: {
  legend: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  picked: readonly T[];
  onChange: (picked: T[]) => void;
}) {
  const toggle = (value: T) =>
    onChange(picked.includes(value) ? picked.filter((item) => item !== value) : [...picked, value]);
  return (
    <fieldset className="choice-group">
      <legend className="field__label">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="choice-group__option">
          <input
            type="checkbox"
            className="choice-group__box"
            checked={picked.includes(option.value)}
            onChange={() => toggle(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
