import './avatar.css';

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const letters = parts.length === 1 ? parts[0].slice(0, 2) : parts[0][0] + parts[parts.length - 1][0];
  return letters.toUpperCase();
}

/** The member's photo, or their initials on a colour derived from the name. */
export function Avatar({ name, src, size = 40 }: { name: string; src?: string | null; size?: number }) {
  const hue = [...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 360;
  if (src)
    return <img className="avatar" src={src} alt="" width={size} height={size} style={{ width: size, height: size }} />;
  return (
    <span
      className="avatar avatar--initials"
      style={{ width: size, height: size, fontSize: size * 0.38, ['--avatar-hue' as string]: hue }}
      aria-hidden="true"
    >
      {initialsOf(name)}
    </span>
  );
}
