import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type PointerSensorProps,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';

export interface SortableListProps<T extends { key: string }> {
  readonly items: readonly T[];
  /** The item's name as announced while it moves. */
  readonly nameOf: (item: T) => string;
  readonly onReorder: (from: number, to: number) => void;
  /** Renders a row; `handle` is the drag handle's props, spread onto a button. */
  readonly renderItem: (item: T, handle: SortableHandle) => ReactNode;
  readonly label: string;
}

/** What the drag handle needs: dnd-kit's attributes and listeners, and whether the row is moving. */
export interface SortableHandle {
  readonly props: Record<string, unknown>;
  readonly dragging: boolean;
}

const INSTRUCTIONS =
  'To reorder, press Space or Enter on the handle, move the item with the up and down arrow keys, then press Space or Enter to drop it, or Escape to cancel.';

/**
 * dnd-kit's pointer sensor, whose guard against the click that ends a drag ends with that gesture.
 * dnd-kit swallows every click on the page until a 50 ms timer after the drop; a browser runs a
 * waiting press before a late timer, so the owner's first press on Save after a drop could be lost.
 * Here the guard also ends at the next pointerdown or keydown: the drop's own click, which the
 * browser sends before any later input, is still swallowed, and the next press is the owner's.
 */
class DropSafePointerSensor extends PointerSensor {
  constructor(props: PointerSensorProps) {
    super(props);
    // dnd-kit keeps the guard among its document listeners (private in its types, pinned version).
    const { documentListeners } = this as unknown as { documentListeners: { removeAll(): void } };
    const nextGesture = () => {
      documentListeners.removeAll();
      window.removeEventListener('pointerdown', nextGesture, true);
      window.removeEventListener('keydown', nextGesture, true);
    };
    // Only once the drag has ended: during it, the sensor's own keydown listener (Escape) stays.
    const ended = () => {
      window.addEventListener('pointerdown', nextGesture, true);
      window.addEventListener('keydown', nextGesture, true);
    };
    const { onEnd, onCancel } = props;
    props.onEnd = () => {
      ended();
      onEnd();
    };
    props.onCancel = () => {
      ended();
      onCancel();
    };
  }
}

/**
 * A list reordered by drag and drop (pointer or touch) and by keyboard, with every move announced
 * by the item's name and position. dnd-kit is the drag and drop; this is the one way the admin uses it.
 */
export function SortableList<T extends { key: string }>({ items, nameOf, onReorder, renderItem, label }: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(DropSafePointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = items.map(({ key }) => key);
  const indexOf = (id: UniqueIdentifier) => keys.indexOf(String(id));
  const name = (id: UniqueIdentifier) => {
    const item = items[indexOf(id)];
    return item === undefined ? 'The item' : nameOf(item);
  };
  const position = (id: UniqueIdentifier | undefined) => (id === undefined ? '' : `position ${indexOf(id) + 1} of ${items.length}`);
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}, at ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over === null ? `${name(active.id)} is no longer over the list.` : `${name(active.id)} moved to ${position(over.id)}.`,
    onDragEnd: ({ active, over }) =>
      over === null ? `${name(active.id)} dropped where it was.` : `${name(active.id)} dropped at ${position(over.id)}.`,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled; it is back at ${position(active.id)}.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over === null || active.id === over.id) return;
    onReorder(indexOf(active.id), indexOf(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <ul className="admin-list" aria-label={label}>
          {items.map((item) => (
            <SortableRow key={item.key} id={item.key}>
              {(handle) => renderItem(item, handle)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ id, children }: { id: string; children: (handle: SortableHandle) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      className={`admin-row${isDragging ? ' admin-row--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-nav-key={id}
    >
      {children({ props: { ...attributes, ...listeners, ref: setActivatorNodeRef }, dragging: isDragging })}
    </li>
  );
}
