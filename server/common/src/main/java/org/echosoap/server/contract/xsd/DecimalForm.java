package org.echosoap.server.contract.xsd;

/**
 * The numeric part of the {@code xsd:double} and {@code xsd:float} lexical spaces:
 * {@code [+-]? (digits ('.' digits?)? | '.' digits) ([eE] [+-]? digits)?}, ASCII digits only. Checked by hand, without
 * a regex on the hot path, because {@code Double.parseDouble} alone also takes Java's own spellings ({@code Infinity},
 * hex, the {@code d}/{@code f} suffixes) and non-ASCII digits, which the schema does not.
 */
final class DecimalForm {

    private DecimalForm() {
    }

    static boolean matches(String s) {
        int i = 0;
        int n = s.length();
        if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
            i++;
        }
        int mantissaDigits = 0;
        while (i < n && isDigit(s.charAt(i))) {
            i++;
            mantissaDigits++;
        }
        if (i < n && s.charAt(i) == '.') {
            i++;
            while (i < n && isDigit(s.charAt(i))) {
                i++;
                mantissaDigits++;
            }
        }
        if (mantissaDigits == 0) {
            return false;
        }
        if (i < n && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
            i++;
            if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
                i++;
            }
            int exponentDigits = 0;
            while (i < n && isDigit(s.charAt(i))) {
                i++;
                exponentDigits++;
            }
            if (exponentDigits == 0) {
                return false;
            }
        }
        return i == n;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
