package org.dbbench.threeen1.workload;

/**
 * A hook around each worker's span (released by the start gun to its totals committed), called on
 * the worker's own thread: what {@code --waits} uses to know which threads are the run's workers and
 * when they worked. Without a listener it does nothing.
 */
public final class WorkerSpans {
    /** Told on the worker's thread; implementations must be thread-safe and cheap. */
    public interface Listener {
        void begin();

        void end();
    }

    private static final Listener NONE = new Listener() {
        @Override
        public void begin() {
        }

        @Override
        public void end() {
        }
    };

    private static volatile Listener listener = NONE;

    private WorkerSpans() {
    }

    /** Sets the listener for the runs that follow; null removes it. */
    public static void listen(Listener l) {
        listener = l == null ? NONE : l;
    }

    /** Called by the Coordinator on a worker released by the start gun. */
    public static void begin() {
        listener.begin();
    }

    /** Called by the Coordinator on a worker whose totals are committed (or that failed). */
    public static void end() {
        listener.end();
    }
}
