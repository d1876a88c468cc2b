import { useState, type KeyboardEvent } from 'react';

/**
 * The state of a WAI-ARIA combobox over a list of options: whether the list is wanted open, which option is active,
 * and its keys (Down opens and moves, Up moves, both wrapping; Enter chooses the active option and Esc closes while
 * the list shows). Whether the list shows (`expanded`) is the caller's: it also depends on what there is to offer.
 */
export function useCombobox<T>(onChoose: (option: T) => void) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const choose = (option: T) => {
    setOpen(false);
    setActive(-1);
    onChoose(option);
  };

  const onKeyDown = (event: KeyboardEvent, options: readonly T[], expanded: boolean) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (options.length ? (index + 1) % options.length : -1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (options.length ? (index - 1 + options.length) % options.length : -1));
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active] !== undefined) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.stopPropagation();
      setOpen(false);
    }
  };

  return {
    open,
    active,
    /** The text changed: offer the list afresh, nothing active. */
    typed: () => {
      setOpen(true);
      setActive(-1);
    },
    show: () => setOpen(true),
    hide: () => setOpen(false),
    choose,
    onKeyDown,
  };
}
