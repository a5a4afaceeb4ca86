import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { stubMatchMedia } from './matchMedia';

// react-router needs these; jsdom lacks them (jsdom-environment.ts copies them too, for a plain jsdom run).
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no matchMedia; MUI's colour scheme reads it. Tests may stub a dark system instead.
stubMatchMedia(false);

// Lazy route chunks are compiled on first import: allow for a slow, shared machine.
configure({ asyncUtilTimeout: 15_000 });
