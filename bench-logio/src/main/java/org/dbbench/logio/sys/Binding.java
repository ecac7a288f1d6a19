package org.dbbench.logio.sys;

import java.util.Locale;

/**
 * Which implementation of {@link Posix} this JVM uses, and why: FFM (java.lang.foreign, final since
 * JDK 22) when the JDK has it and the jar was built with its classes, else JNA. The FFM classes are
 * compiled by a JDK 22+ javac at {@code --release 22} into the same jar; a JDK 17 never loads them.
 * {@code -Dlogio.binding=jna} or {@code =ffm} forces one (the binding cost benchmark and the tests
 * use that); a forced binding that cannot load leaves the JVM with none, never with the other.
 *
 * @param posix the binding, or null when none works here (every native method is then unavailable)
 * @param ffmProblem why FFM is not used (null when it is)
 * @param problem why there is no binding at all (null when there is one)
 */
public record Binding(Posix posix, String ffmProblem, String problem) {
    private static final String FFM_CLASS = "org.dbbench.logio.sys.FfmPosix";
    private static Binding current;

    /** The binding of this JVM, chosen once. */
    public static synchronized Binding current() {
        if (current == null) {
            current = choose(System.getProperty("logio.binding", "auto").trim().toLowerCase(Locale.ROOT));
        }
        return current;
    }

    /** "FFM (java.lang.foreign)", "JNA 5.15.0 (FFM: JDK 17 has no FFM API ...)" or "none: ...", for tables. */
    public String describe() {
        if (posix == null) {
            return "none: " + problem;
        }
        return ffmProblem == null ? posix.name() : posix.name() + " (FFM not used: " + ffmProblem + ")";
    }

    /** True when the FFM binding is in use. */
    public boolean usesFfm() {
        return posix != null && ffmProblem == null;
    }

    static Binding choose(String wanted) {
        if (!isLinux64()) {
            return new Binding(null, "not 64-bit Linux", "the native write paths need 64-bit Linux, this is "
                    + System.getProperty("os.name") + " " + System.getProperty("os.arch"));
        }
        if (!wanted.equals("auto") && !wanted.equals("ffm") && !wanted.equals("jna")) {
            return new Binding(null, "-Dlogio.binding=" + wanted, "-Dlogio.binding must be auto, ffm or jna, not "
                    + wanted);
        }
        String ffmProblem = wanted.equals("jna") ? "-Dlogio.binding=jna" : null;
        if (ffmProblem == null) {
            try {
                return new Binding(loadFfm(), null, null);
            } catch (UnavailableException e) {
                ffmProblem = e.getMessage();
            }
            if (wanted.equals("ffm")) {
                return new Binding(null, ffmProblem, "-Dlogio.binding=ffm but " + ffmProblem);
            }
        }
        try {
            return new Binding(new JnaPosix(), ffmProblem, null);
        } catch (RuntimeException | LinkageError e) {
            return new Binding(null, ffmProblem, "JNA cannot load the C library: " + e);
        }
    }

    /** A new FFM binding, or why there is none on this JVM. */
    public static Posix loadFfm() throws UnavailableException {
        int feature = Runtime.version().feature();
        if (feature < 22) {
            throw new UnavailableException("JDK " + feature + " has no final FFM API (JDK 22+)");
        }
        Class<?> c;
        try {
            c = Class.forName(FFM_CLASS);
        } catch (ClassNotFoundException e) {
            throw new UnavailableException("this jar was built without a JDK 22+ javac, so it has no FFM classes");
        }
        try {
            return (Posix) c.getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            Throwable cause = e.getCause() == null ? e : e.getCause();
            throw new UnavailableException("FFM binding failed to start: " + cause);
        }
    }

    /** A new JNA binding. */
    public static Posix loadJna() {
        return new JnaPosix();
    }

    private static boolean isLinux64() {
        return System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("linux")
                && "64".equals(System.getProperty("sun.arch.data.model"));
    }

    /** Why a binding or a method cannot be used here, in words for a table. */
    public static final class UnavailableException extends Exception {
        private static final long serialVersionUID = 1L;

        public UnavailableException(String why) {
            super(why);
        }
    }
}
