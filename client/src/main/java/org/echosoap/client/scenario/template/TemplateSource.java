package org.echosoap.client.scenario.template;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * What the user asked for: {@code --template FILE [--data CSV] [--data-messages N] [--seed N]}; {@link #render}
 * reads the files and renders the pool, before any request is sent.
 *
 * <pre>{@code
 * RenderedMessages m = new TemplateSource(Path.of("order.xml"), Path.of("orders.csv"), null, null).render(1 + 4);
 * }</pre>
 *
 * @param template the template file
 * @param data     the data file, or null
 * @param messages how many messages to render, or null for one per data row (1000 without a data file)
 * @param seed     the generator's seed, or null for {@link RenderedMessages#DEFAULT_SEED}
 */
public record TemplateSource(Path template, Path data, Integer messages, Long seed) {

    /** Template files larger than this are refused (as request files are). */
    static final long MAX_TEMPLATE_BYTES = 64L << 20;

    /**
     * @param copies how many copies of each message the client keeps (1 + connections), for the memory bound
     * @throws IllegalArgumentException one line naming the file and, where it can, line and column
     */
    public RenderedMessages render(int copies) {
        String text = readTemplate(template);
        CsvData rows = data == null ? null : CsvData.read(data);
        RequestTemplate parsed = RequestTemplate.parse(text, template, rows == null ? List.of() : rows.columns());
        if (rows != null && !parsed.usesData()) {
            // Surely a mistake (a misspelt --template, or placeholders not yet written): say so rather than ignore it.
            throw new IllegalArgumentException(template + " uses none of the columns of --data " + data + " ("
                    + String.join(", ", rows.columns()) + "): write ${NAME} where a column's value goes");
        }
        if (messages == null && rows != null && rows.rows().size() > RenderedMessages.MAX_MESSAGES) {
            throw new IllegalArgumentException("--data " + data + " has " + rows.rows().size() + " rows, more than the "
                    + RenderedMessages.MAX_MESSAGES + " messages a run renders: give --data-messages N for the first N");
        }
        int count = messages != null ? messages
                : rows != null ? rows.rows().size() : RenderedMessages.DEFAULT_GENERATED_MESSAGES;
        return RenderedMessages.render(parsed, rows, count, seed == null ? RenderedMessages.DEFAULT_SEED : seed, copies);
    }

    private static String readTemplate(Path file) {
        try {
            if (!Files.isRegularFile(file)) {
                throw new IllegalArgumentException("--template " + file + " does not exist (or is not a file)");
            }
            if (Files.size(file) > MAX_TEMPLATE_BYTES) {
                throw new IllegalArgumentException("--template " + file + " is larger than 64 MB");
            }
            String text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(java.nio.ByteBuffer.wrap(Files.readAllBytes(file))).toString();
            if (text.isBlank()) {
                throw new IllegalArgumentException("--template " + file + " is empty");
            }
            return text;
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException("--template " + file + " is not UTF-8 text (templates are read and "
                    + "sent as UTF-8)");
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read --template " + file + ": " + e.getMessage());
        }
    }
}
