interface StoredObject {
  body: Uint8Array;
  contentType: string;
}

/** Keeps file bytes under server-made keys: local disk by default, S3 when configured. */
export interface Storage {
  readonly kind: 'disk' | 's3';
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
}
