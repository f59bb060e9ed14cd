/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Optional per-deployment key for the storage obfuscation (see lib/storage/obfuscate.ts). */
  readonly VITE_STORAGE_CIPHER_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
