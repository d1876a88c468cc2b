import { Component, type ReactNode } from 'react';

/** Catches a map that cannot start (its code failed to download, WebGL refused) and reports it once. */
export class MapErrorBoundary extends Component<
  { onError: (error: unknown) => void; fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
