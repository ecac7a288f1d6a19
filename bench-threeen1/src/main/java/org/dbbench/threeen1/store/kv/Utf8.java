package org.dbbench.threeen1.store.kv;

import java.nio.charset.StandardCharsets;

/**
 * The UTF-8 bytes of a key or value, for the stores reached through a byte API. Every step write
 * encodes a key and a value and every probe a key, so this is the adapter's largest cost on the
 * fastest stores. {@code String.getBytes(UTF_8)} encodes a non-Latin-1 string (the digit words are
 * Tamil, Hindi, Arabic, Chinese, Russian as well) into a buffer three times its length and then
 * copies it to the exact size; here the length is counted first and the bytes written once.
 */
final class Utf8 {
    private Utf8() {
    }

    static byte[] encode(String s) {
        int n = s.length();
        int length = 0;
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (Character.isSurrogate(c)) {
                return s.getBytes(StandardCharsets.UTF_8); // outside the BMP: the JDK's rules, not ours
            }
            length += c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
        }
        byte[] out = new byte[length];
        int p = 0;
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c < 0x80) {
                out[p++] = (byte) c;
            } else if (c < 0x800) {
                out[p++] = (byte) (0xC0 | c >> 6);
                out[p++] = (byte) (0x80 | c & 0x3F);
            } else {
                out[p++] = (byte) (0xE0 | c >> 12);
                out[p++] = (byte) (0x80 | c >> 6 & 0x3F);
                out[p++] = (byte) (0x80 | c & 0x3F);
            }
        }
        return out;
    }

    static String decode(byte[] b) {
        return b == null ? null : new String(b, StandardCharsets.UTF_8);
    }
}
