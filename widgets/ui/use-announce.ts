import { useEffect, useRef } from 'react';
import { announce } from './live-region';

/** Announces `message` politely whenever it changes after the first render. */
export function useAnnounceChange(doc: Document, message: string): void {
  const previous = useRef(message);
  useEffect(() => {
    if (previous.current === message) return;
    previous.current = message;
    announce(doc, message);
  }, [doc, message]);
}
