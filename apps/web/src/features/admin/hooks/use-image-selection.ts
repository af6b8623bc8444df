import { useCallback, useEffect, useRef, useState } from 'react';

export interface SelectedImage {
  key: string;
  file: File;
  /** An object URL for the preview, revoked when the image leaves the selection. */
  preview: string;
}

let sequence = 0;

/** The files chosen for upload with their previews; previews are freed when removed or on leaving. */
export function useImageSelection() {
  const [selected, setSelected] = useState<SelectedImage[]>([]);
  const latest = useRef<SelectedImage[]>([]);
  useEffect(() => {
    latest.current = selected;
  }, [selected]);
  useEffect(() => () => latest.current.forEach((image) => URL.revokeObjectURL(image.preview)), []);

  const add = useCallback((files: Iterable<File>) => {
    const added = Array.from(files).map((file) => ({
      key: `${++sequence}-${file.name}`,
      file,
      preview: URL.createObjectURL(file),
    }));
    setSelected((current) => [...current, ...added]);
  }, []);

  const remove = useCallback((key: string) => {
    setSelected((current) => {
      const gone = current.find((image) => image.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return current.filter((image) => image.key !== key);
    });
  }, []);

  const clear = useCallback(() => {
    setSelected((current) => {
      current.forEach((image) => URL.revokeObjectURL(image.preview));
      return [];
    });
  }, []);

  return { selected, add, remove, clear };
}
