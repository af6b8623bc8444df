import { useEffect, useRef, useState } from 'react';

/** The few parts of Google Identity Services the store uses (developers.google.com/identity/gsi/web). */
interface GoogleIdentity {
  initialize(options: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    ux_mode?: 'popup' | 'redirect';
    auto_select?: boolean;
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type?: 'standard';
      theme?: 'outline' | 'filled_blue';
      size?: 'large';
      text?: 'signin_with';
      shape?: 'rectangular' | 'pill';
      width?: number;
      logo_alignment?: 'left' | 'center';
    },
  ): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

export const GIS_SCRIPT = 'https://accounts.google.com/gsi/client';

let loading: Promise<GoogleIdentity> | undefined;

/** Adds Google's script once (only when the store has a GOOGLE_CLIENT_ID; CSP allows it only then). */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const ready = () =>
      window.google?.accounts?.id
        ? resolve(window.google.accounts.id)
        : reject(new Error('Google Identity Services did not start'));
    if (window.google?.accounts?.id) return ready();
    const script = document.createElement('script');
    script.src = GIS_SCRIPT;
    script.async = true;
    script.onload = ready;
    script.onerror = () => reject(new Error('Google Identity Services could not be loaded'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export type GoogleButtonState = 'loading' | 'ready' | 'failed';

/**
 * Renders Google's own 'Sign in with Google' button into the returned element and calls `onCredential`
 * with the ID token Google gives after the shopper picks an account.
 */
export function useGoogleButton(clientId: string | null, onCredential: (idToken: string) => void) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<GoogleButtonState>('loading');
  const callback = useRef(onCredential);
  useEffect(() => {
    callback.current = onCredential;
  });

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    loadGoogleIdentity().then(
      (google) => {
        if (cancelled || !container.current) return;
        google.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: (response) => {
            if (response.credential) callback.current(response.credential);
            else console.error('Google Login Error', 'no credential in the response');
          },
        });
        google.renderButton(container.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
          shape: 'rectangular',
          logo_alignment: 'left',
          width: Math.min(320, container.current.clientWidth || 320),
        });
        setState('ready');
      },
      (error: unknown) => {
        console.error('Google Login Error', error);
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  return { container, state };
}
