import { Component, type ReactNode } from 'react';
import type { t as Translate } from '../lib/i18n';
import { RouteError } from './RouteError';

interface Props {
  /** The address shown: moving to another one tries the screen again. */
  pathname: string;
  /** The router's `t`, in the language on screen, for the notice. */
  t: typeof Translate;
  children: ReactNode;
}

/**
 * A screen that throws, or whose chunk fails to load, shows RouteError in its place. Moving to another
 * address clears the error without remounting what the boundary holds: keyed by the address, it would
 * rebuild the whole signed-in shell on every move.
 */
export class ScreenErrorBoundary extends Component<Props, { failed: boolean; pathname: string }> {
  override state = { failed: false, pathname: this.props.pathname };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: Props, state: { failed: boolean; pathname: string }) {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
  }
  override render() {
    return this.state.failed ? <RouteError t={this.props.t} /> : this.props.children;
  }
}
