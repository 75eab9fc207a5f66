import { Component, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Catches a remote that fails to load or to render, so only its own area shows the fallback. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('Módulo remoto indisponível', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
