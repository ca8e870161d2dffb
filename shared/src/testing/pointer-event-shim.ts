// jsdom has no PointerEvent: a MouseEvent carrying pointerType/pointerId is all swipe and drag code reads.
class TestPointerEvent extends MouseEvent {
  readonly pointerType: string;
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? 'mouse';
    this.pointerId = init.pointerId ?? 1;
  }
}

/** Call in beforeAll; leaves a real PointerEvent alone. */
export function installPointerEventShim(): void {
  if (typeof window.PointerEvent === 'undefined') {
    (window as unknown as { PointerEvent: typeof TestPointerEvent }).PointerEvent = TestPointerEvent;
  }
}
