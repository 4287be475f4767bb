package org.echosoap.client.scenario.template;

import java.util.SplittableRandom;

/**
 * One {@code ${...}} of a request template, and how it writes its value into a message being rendered.
 *
 * <ul>
 *   <li>{@code ${NAME}}: the data file's column NAME, XML-escaped (safe in element text and in attribute values);</li>
 *   <li>{@code ${raw:NAME}}: the column as it is, for values that are XML themselves;</li>
 *   <li>{@code ${seq}}, {@code ${seq(START)}}: the message's number, from 1 (or START) up;</li>
 *   <li>{@code ${random.int(MIN,MAX)}}: a whole number in [MIN, MAX];</li>
 *   <li>{@code ${random.uuid}}: a random (version 4) UUID;</li>
 *   <li>{@code ${random.string(N)}}: N letters and digits.</li>
 * </ul>
 * Random values come from the run's seeded generator, drawn in message order, so one seed gives the same messages.
 */
sealed interface Placeholder {

    /** Appends this placeholder's value for message {@code message} (0-based), whose data row is {@code row}. */
    void append(StringBuilder out, Rendering rendering);

    /** What a placeholder needs while one message is rendered. */
    interface Rendering {
        /** The message's number (0-based). */
        int message();

        /** A field of the message's data row. */
        String field(int column);

        /** The run's generator, drawn in message order. */
        SplittableRandom random();
    }

    /** Whether a data file's column name would be read as a generated value's (and so cannot be a column's). */
    static boolean isGeneratorName(String name) {
        return name.equals("seq") || name.startsWith("random.") || name.startsWith("raw:");
    }

    /** A data column, XML-escaped unless {@code raw}. */
    record Column(String name, int index, boolean raw) implements Placeholder {
        @Override
        public void append(StringBuilder out, Rendering r) {
            if (raw) {
                out.append(r.field(index));
            } else {
                XmlEscape.append(out, r.field(index));
            }
        }
    }

    /** {@code ${seq}}: START for the first message, then one more per message. */
    record Sequence(long start) implements Placeholder {
        @Override
        public void append(StringBuilder out, Rendering r) {
            out.append(start + r.message());
        }
    }

    /** {@code ${random.int(MIN,MAX)}}, both ends included. */
    record RandomInt(long min, long max) implements Placeholder {
        @Override
        public void append(StringBuilder out, Rendering r) {
            // max + 1 would overflow at Long.MAX_VALUE; parsing keeps both ends within int range.
            out.append(r.random().nextLong(min, max + 1));
        }
    }

    /** {@code ${random.uuid}}: 122 random bits in the version 4 layout. */
    record RandomUuid() implements Placeholder {
        @Override
        public void append(StringBuilder out, Rendering r) {
            long high = (r.random().nextLong() & ~0xF000L) | 0x4000L;
            long low = (r.random().nextLong() & ~(0xC000L << 48)) | (0x8000L << 48);
            out.append(new java.util.UUID(high, low));
        }
    }

    /** {@code ${random.string(N)}}: N characters of [A-Za-z0-9]. */
    record RandomString(int length) implements Placeholder {
        private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

        @Override
        public void append(StringBuilder out, Rendering r) {
            for (int i = 0; i < length; i++) {
                out.append(ALPHABET.charAt(r.random().nextInt(ALPHABET.length())));
            }
        }
    }
}
