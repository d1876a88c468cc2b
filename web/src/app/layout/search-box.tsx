import { useState, type ChangeEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import './search-box.css';

const RESULTS_PATH = '/search-result/';

/** Searches as the member types: results replace each other in history; clearing the box goes back. */
export function SearchBox({ id }: { id: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const onResults = location.pathname.startsWith('/search-result');
  const [text, setText] = useState(onResults ? (params.get('searchTerm') ?? '') : '');
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    if (!location.pathname.startsWith('/search-result')) setText('');
  }

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setText(value);
    if (value.trim() === '') {
      if (onResults) navigate(-1);
      return;
    }
    // The first keystroke opens the results page on top of the current one, so clearing returns there.
    navigate(`${RESULTS_PATH}?searchTerm=${encodeURIComponent(value)}`, { replace: onResults });
  };

  return (
    <form className="search-box" role="search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="visually-hidden">
        Search members and posts
      </label>
      <span className="search-box__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="18" height="18">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-4.2-4.2" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </span>
      <input
        id={id}
        className="search-box__input"
        type="search"
        placeholder="Search CulturaLink"
        value={text}
        onChange={onChange}
        autoComplete="off"
      />
    </form>
  );
}
