import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Shown instead of the children after a render error; gets a reset callback. */
  fallback: (reset: () => void) => ReactNode;
  /** When this changes (e.g. the path), a failed boundary tries again. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps a remote's render error inside its own area: the layout stays up. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A section of the site failed to render.', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = (): void => this.setState({ failed: false });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
