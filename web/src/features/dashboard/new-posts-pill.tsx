/** Appears when followed members post while the feed is open; a click puts their posts on top. */
export function NewPostsPill({ count, onShow }: { count: number; onShow: () => void }) {
  if (count === 0) return null;
  return (
    <div className="new-posts" role="status">
      <button type="button" className="new-posts__pill" onClick={onShow}>
        ↑ New posts ({count})
      </button>
    </div>
  );
}
