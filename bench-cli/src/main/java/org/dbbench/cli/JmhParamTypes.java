package org.dbbench.cli;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.dbbench.core.BadInputException;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.options.CommandLineOptions;

/**
 * Every {@code -p NAME=VALUE} read as the type of the {@code @Param} field it sets, in each benchmark
 * the run selects, before anything runs: JMH converts the text only inside each fork, so
 * {@code -p threads=abc} used to fail there, with a stack trace per fork, after the build-up.
 */
final class JmhParamTypes {
    private JmhParamTypes() {
    }

    static void check(List<BenchmarkListEntry> selected, CommandLineOptions cmd, List<String> args) {
        for (int i = 0; i + 1 < args.size(); i++) {
            if (!args.get(i).equals("-p") || !args.get(i + 1).contains("=")) {
                continue; // JMH's own parser refused a -p without '=' already
            }
            String name = args.get(i + 1).substring(0, args.get(i + 1).indexOf('='));
            if (!cmd.getParameter(name).hasValue()) {
                continue;
            }
            for (BenchmarkListEntry e : selected) {
                Field f = paramField(e, name);
                if (f != null) {
                    for (String value : cmd.getParameter(name).get()) {
                        String wrong = wrongFor(f.getType(), value);
                        if (wrong != null) {
                            throw new BadInputException("-p " + name + "=" + value + ": '" + value + "' is not "
                                    + wrong + ", the type of " + f.getDeclaringClass().getSimpleName() + "."
                                    + f.getName());
                        }
                    }
                }
            }
        }
    }

    /** The @Param field {@code name} a benchmark's class or one of its method's state objects declares, or null. */
    private static Field paramField(BenchmarkListEntry e, String name) {
        Class<?> benchmark;
        try {
            benchmark = Class.forName(e.getUserClassQName(), false, JmhParamTypes.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError notHere) {
            return null; // JMH says so itself when it gets there
        }
        List<Class<?>> holders = new ArrayList<>(List.of(benchmark));
        String method = e.getUsername().substring(e.getUsername().lastIndexOf('.') + 1);
        for (Method m : benchmark.getMethods()) {
            if (m.getName().equals(method)) {
                holders.addAll(List.of(m.getParameterTypes()));
            }
        }
        for (Class<?> holder : holders) {
            for (Class<?> c = holder; c != null && c != Object.class; c = c.getSuperclass()) {
                for (Field f : c.getDeclaredFields()) {
                    if (f.getName().equals(name) && f.isAnnotationPresent(Param.class)) {
                        return f;
                    }
                }
            }
        }
        return null;
    }

    /** What {@code value} should have been for {@code type} ("a whole number (int)"), or null when it reads as one. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static String wrongFor(Class<?> type, String value) {
        try {
            if (type == int.class || type == Integer.class) {
                Integer.parseInt(value);
            } else if (type == long.class || type == Long.class) {
                Long.parseLong(value);
            } else if (type == short.class || type == Short.class) {
                Short.parseShort(value);
            } else if (type == byte.class || type == Byte.class) {
                Byte.parseByte(value);
            } else if (type == double.class || type == Double.class || type == float.class || type == Float.class) {
                Double.parseDouble(value);
            } else if (type == boolean.class || type == Boolean.class) {
                // JMH reads any word but "true" as false: a typo would silently turn it off
                return value.equalsIgnoreCase("true") || value.equalsIgnoreCase("false") ? null : "true or false";
            } else if (type == char.class || type == Character.class) {
                return value.length() == 1 ? null : "one character";
            } else if (type.isEnum()) {
                Enum.valueOf((Class<Enum>) type, value);
            }
            return null;
        } catch (IllegalArgumentException e) {
            String t = type.isPrimitive() ? type.getName() : type.getSimpleName().toLowerCase(Locale.ROOT);
            return type.isEnum() ? "one of " + java.util.Arrays.toString(type.getEnumConstants())
                    : (type == double.class || type == float.class ? "a number (" : "a whole number (") + t + ")";
        }
    }
}
