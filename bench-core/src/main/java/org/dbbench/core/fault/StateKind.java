package org.dbbench.core.fault;

/** How a crash state chooses which of the writes not yet durable at the cut reach the disk. */
public enum StateKind {
    /** Nothing not durable survives: the layer's single state ("all unsynced lost"). */
    BASE("base"),
    /** The operations not yet durable persist in issue order up to a random point. */
    PREFIX("prefix"),
    /** A random subset of the operations not yet durable persists (under ext4, directory operations still as a prefix). */
    REORDERED("reordered"),
    /** One write not yet durable, any of them, persists up to a random 512-byte boundary inside it; nothing else does. */
    TORN("torn");

    private final String label;

    StateKind(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** The kind of the further state number {@code index} (1, 2, ...): the kinds take turns, so N states cover each kind. */
    static StateKind ofFurther(int index) {
        return new StateKind[] {PREFIX, REORDERED, TORN}[(index - 1) % 3];
    }
}
