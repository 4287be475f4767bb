/**
 * The {@code Server-Timing} filter: how long each request spent inside the webapp ({@code app;dur=<ms>}) and how
 * many bytes its thread allocated meanwhile ({@code alloc;dur=<bytes>}), excluding Tomcat's own work before the
 * filter chain; for streamed answers larger than the response buffer, the whole message's figures again in a
 * chunked trailer.
 */
package org.echosoap.server.timing;
