/** The sentence-with-a-slot helper moved to src/ui so every feature can isolate server text. */
export { Sentence, SLOT } from '../../ui/Sentence.tsx';
