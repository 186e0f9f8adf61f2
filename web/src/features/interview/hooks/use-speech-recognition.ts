import { useCallback, useEffect, useRef, useState } from 'react';

/** The parts of the Web Speech API's SpeechRecognition the coach uses. */
interface SpeechRecognitionAlternativeLike {
  transcript: string;
}
interface SpeechRecognitionResultLike {
  readonly isFinal: boolean;
  readonly length: number;
  [index: number]: SpeechRecognitionAlternativeLike;
}
interface SpeechRecognitionEventLike {
  readonly resultIndex: number;
  readonly results: { readonly length: number; [index: number]: SpeechRecognitionResultLike };
}
interface SpeechRecognitionErrorEventLike {
  readonly error: string;
}
export interface SpeechRecognitionLike {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: SpeechRecognitionEventLike) => void) | null;
  onerror: ((event: SpeechRecognitionErrorEventLike) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

/** The browser's SpeechRecognition (or webkitSpeechRecognition), or null where there is none. */
export function getSpeechRecognition(): SpeechRecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** A readable sentence for a SpeechRecognition error code. */
export function speechErrorMessage(code: string): string {
  switch (code) {
    case 'not-allowed':
    case 'service-not-allowed':
      return 'Microphone access was blocked. Allow it in your browser to answer by voice.';
    case 'audio-capture':
      return 'No microphone was found.';
    case 'network':
      return "Voice input needs a connection to your browser's speech service.";
    case 'no-speech':
      return 'No speech was detected.';
    default:
      return 'Voice input stopped unexpectedly.';
  }
}

export interface SpeechRecognitionHandlers {
  /** A finished phrase, to append to the answer. */
  onTranscript: (text: string) => void;
  /** Recognition stopped on its own with an error. */
  onError?: (message: string) => void;
}

/**
 * Voice input through the browser's speech recognition (DESIGN.md "Where
 * Stride goes further"). `supported` is false where the browser has none.
 */
export function useSpeechRecognition({ onTranscript, onError }: SpeechRecognitionHandlers) {
  const [supported] = useState(() => getSpeechRecognition() !== null);
  const [listening, setListening] = useState(false);
  const [interim, setInterim] = useState('');
  const recognitionRef = useRef<SpeechRecognitionLike | null>(null);
  const handlersRef = useRef({ onTranscript, onError });
  useEffect(() => {
    handlersRef.current = { onTranscript, onError };
  });

  const stop = useCallback(() => {
    const recognition = recognitionRef.current;
    recognitionRef.current = null;
    if (recognition) {
      recognition.onend = null;
      recognition.onerror = null;
      recognition.onresult = null;
      recognition.stop();
    }
    setListening(false);
    setInterim('');
  }, []);

  /** Starts listening; returns false where the browser cannot. */
  const start = useCallback((): boolean => {
    const Recognition = getSpeechRecognition();
    if (!Recognition) return false;
    const recognition = new Recognition();
    recognition.continuous = true;
    recognition.interimResults = true;
    recognition.lang = typeof navigator !== 'undefined' && navigator.language ? navigator.language : 'en-US';
    recognition.onresult = (event) => {
      let pendingText = '';
      for (let i = event.resultIndex; i < event.results.length; i += 1) {
        const result = event.results[i];
        const transcript = result[0]?.transcript ?? '';
        if (result.isFinal) {
          if (transcript.trim()) handlersRef.current.onTranscript(transcript.trim());
        } else {
          pendingText += transcript;
        }
      }
      setInterim(pendingText.trim());
    };
    recognition.onerror = (event) => {
      if (event.error === 'aborted') return;
      recognitionRef.current = null;
      setListening(false);
      setInterim('');
      handlersRef.current.onError?.(speechErrorMessage(event.error));
    };
    recognition.onend = () => {
      recognitionRef.current = null;
      setListening(false);
      setInterim('');
    };
    try {
      recognition.start();
    } catch {
      return false;
    }
    recognitionRef.current = recognition;
    setListening(true);
    return true;
  }, []);

  useEffect(
    () => () => {
      const recognition = recognitionRef.current;
      recognitionRef.current = null;
      if (recognition) {
        recognition.onend = null;
        recognition.onerror = null;
        recognition.onresult = null;
        recognition.abort();
      }
    },
    [],
  );

  return { supported, listening, interim, start, stop };
}

/** Appends a spoken phrase to an answer with one space between. */
export function appendTranscript(answer: string, phrase: string): string {
  const text = phrase.trim();
  if (!text) return answer;
  if (!answer.trim()) return text;
  return /\s$/.test(answer) ? `${answer}${text}` : `${answer} ${text}`;
}
