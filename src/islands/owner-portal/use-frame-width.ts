// The width of an element in CSS pixels, followed as it resizes: the chart is drawn to its column's width.
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/** A ref to put on the element, and its width (0 until it is measured). */
export function useFrameWidth(): { frame: RefObject<HTMLDivElement | null>; width: number } {
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);

  useLayoutEffect(() => {
    const element = frame.current;
    if (element === null) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry !== undefined) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return { frame, width };
}
