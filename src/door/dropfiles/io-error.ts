// The short code of a file-system error (ENOENT, EACCES...), for messages that must not dump a stack.
export function ioErrorCode(error: unknown): string {
  if (error instanceof Error && 'code' in error && typeof error.code === 'string') return error.code;
  return 'unknown error';
}
