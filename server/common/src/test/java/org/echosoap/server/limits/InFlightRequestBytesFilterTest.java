package org.echosoap.server.limits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import jakarta.servlet.FilterConfig;
import jakarta.servlet.ServletContext;
import jakarta.servlet.ServletException;
import java.util.Collections;
import java.util.Enumeration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class InFlightRequestBytesFilterTest {

    private static final String BUDGET = "echosoap.maxInFlightRequestBytes";

    @AfterEach
    void clearProperties() {
        System.clearProperty(BUDGET);
    }

    private static InFlightRequestBytesFilter started() throws ServletException {
        InFlightRequestBytesFilter filter = new InFlightRequestBytesFilter();
        filter.init(new FilterConfig() {
            @Override public String getFilterName() { return "InFlightRequestBytes"; }
            @Override public ServletContext getServletContext() { return null; }
            @Override public String getInitParameter(String name) { return null; }
            @Override public Enumeration<String> getInitParameterNames() { return Collections.emptyEnumeration(); }
        });
        return filter;
    }

    @Test
    void smallRequestsTakeNothing() throws Exception {
        InFlightRequestBytesFilter filter = started();
        assertEquals(0, filter.permitsFor(0));
        assertEquals(0, filter.permitsFor(400));
        assertEquals(0, filter.permitsFor(InFlightRequestBytesFilter.LARGE_REQUEST_BYTES - 1));
    }

    @Test
    void largeRequestsTakeTheirSizeInKibibytesRoundedUp() throws Exception {
        InFlightRequestBytesFilter filter = started();
        assertEquals(1024, filter.permitsFor(InFlightRequestBytesFilter.LARGE_REQUEST_BYTES));
        assertEquals(1025, filter.permitsFor(InFlightRequestBytesFilter.LARGE_REQUEST_BYTES + 1));
        assertEquals(60 * 1024, filter.permitsFor(60L * 1024 * 1024));
    }

    @Test
    void aBodyOfUnknownLengthTakesThePerRequestLimit() throws Exception {
        // Chunked: it may grow to the 64 MiB limit, so it is counted as that.
        assertEquals(64 * 1024, started().permitsFor(-1));
    }

    @Test
    void aRequestLargerThanTheBudgetTakesAllOfItAndRunsAlone() throws Exception {
        System.setProperty(BUDGET, Long.toString(8L * 1024 * 1024));
        assertEquals(8 * 1024, started().permitsFor(30L * 1024 * 1024));
    }

    @Test
    void aBudgetBelowOneLargeRequestIsAConfigurationError() {
        System.setProperty(BUDGET, "1000");
        assertThrows(ServletException.class, InFlightRequestBytesFilterTest::started);
    }
}
