package org.dbbench.core.compare;

import java.util.List;

/**
 * Whether a flag is in force in a JVM's argument list: present, and not overridden by a later flag
 * that sets the same thing (the JVM takes the last -Xmx, the last -XX:Name, the last -Dkey, and only
 * one collector).
 */
final class ForkArgs {
    private ForkArgs() {
    }

    /** The first of {@code wanted} not in force in {@code args}, or null when all are. */
    static String notInForce(List<String> wanted, List<String> args) {
        for (String w : wanted) {
            int last = -1;
            for (int i = 0; i < args.size(); i++) {
                if (key(args.get(i)).equals(key(w))) {
                    last = i;
                }
            }
            if (last < 0 || !args.get(last).equals(w)) {
                return w;
            }
        }
        return null;
    }

    /** What a flag sets: "-Xmx", "-XX:Name", "-Dkey", "GC" for a collector, else the flag itself. */
    static String key(String arg) {
        if (arg.matches("-XX:\\+Use\\w*GC")) {
            return "GC";
        }
        if (arg.startsWith("-XX:")) {
            String body = arg.substring(4);
            if (body.startsWith("+") || body.startsWith("-")) {
                body = body.substring(1);
            }
            int eq = body.indexOf('=');
            return "-XX:" + (eq < 0 ? body : body.substring(0, eq));
        }
        if (arg.startsWith("-D")) {
            int eq = arg.indexOf('=');
            return eq < 0 ? arg : arg.substring(0, eq);
        }
        if (arg.matches("-X(mx|ms|mn|ss).*")) {
            return arg.substring(0, 4);
        }
        return arg;
    }
}
