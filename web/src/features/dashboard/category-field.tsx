import { useId } from 'react';
import { POST_CATEGORY_NAMES } from '@culturalink/common/post-categories';
import '../../ui/text-field.css';

/** The composer's category: one of the shared post categories (its enum name, shown in words), marked invalid while it is missing. */
export function CategoryField({
  value,
  onChange,
  invalid,
}: {
  value: string;
  onChange: (category: string) => void;
  invalid: boolean;
}) {
  const id = useId();
  return (
    <div className={`field ${invalid ? 'field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        Category
      </label>
      <div className="field__control">
        <select
          id={id}
          className="field__input composer__select"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid ? true : undefined}
        >
          <option value="">Choose a category</option>
          {POST_CATEGORY_NAMES.map((category) => (
            <option key={category.value} value={category.value}>
              {category.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
