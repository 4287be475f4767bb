package org.echosoap.client.load;

/** One-line descriptions of transport failures for error reports. */
final class Failures {

    private Failures() {
    }

    static String oneLine(Throwable e) {
        String m = e.getMessage();
        String name = e.getClass().getSimpleName();
        return m == null ? name : name + ": " + m.lines().findFirst().orElse("");
    }
}
