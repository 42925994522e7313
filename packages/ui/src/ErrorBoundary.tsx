import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * Announced on `window` for every render error a boundary catches, so the shell can tell which
 * remote release threw it (by the stack) without each remote wiring telemetry of its own.
 */
export const RENDER_ERROR_EVENT = 'thrive:render-error';
export interface RenderErrorDetail {
  /** The error's stack and React's component stack: script URLs, no page data. */
  stack: string;
}

export interface ErrorBoundaryProps {
  /** Renders the fallback; `reset` clears the error and renders the children again. */
  fallback: (props: { error: Error; reset: () => void }) => ReactNode;
  onError?: (error: Error, info: ErrorInfo) => void;
  /** When any of these change, a caught error is cleared (e.g. the route changed). */
  resetKeys?: unknown[];
  children: ReactNode;
}

interface State {
  error: Error | null;
  keys: unknown[] | undefined;
}

const changed = (a: unknown[] = [], b: unknown[] = []) =>
  a.length !== b.length || a.some((value, i) => !Object.is(value, b[i]));

/** Catches render errors below it so one failing part never blanks the page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, keys: this.props.resetKeys };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    if (state.error && changed(props.resetKeys, state.keys)) {
      return { error: null, keys: props.resetKeys };
    }
    return changed(props.resetKeys, state.keys) ? { keys: props.resetKeys } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (typeof window !== 'undefined') {
      const detail: RenderErrorDetail = {
        stack: `${error.stack ?? ''}\n${info.componentStack ?? ''}`,
      };
      window.dispatchEvent(new CustomEvent(RENDER_ERROR_EVENT, { detail }));
    }
    this.props.onError?.(error, info);
  }

  reset = () => this.setState({ error: null });

  override render() {
    const { error } = this.state;
    return error ? this.props.fallback({ error, reset: this.reset }) : this.props.children;
  }
}
