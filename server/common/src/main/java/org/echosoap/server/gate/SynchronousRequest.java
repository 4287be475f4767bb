package org.echosoap.server.gate;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;

/**
 * A request on which the rest of the chain cannot start asynchronous processing: {@link #isAsyncSupported()} is
 * false, as it was for every stack before echosoap's read-ahead filter marked the webapps {@code async-supported}.
 *
 * <p>Why: that marking is for the filter alone (it reads slow bodies without a thread), but a stack that sees it
 * changes its own path. Metro's servlet then serves every request through {@code startAsync}, and on a body it cannot
 * parse (a broken MIME boundary) it logs the error and never completes the AsyncContext: the client waited for
 * Tomcat's 30 s async timeout. Behind this wrapper each stack runs the synchronous path it is measured on.
 */
public class SynchronousRequest extends HttpServletRequestWrapper {

    public SynchronousRequest(HttpServletRequest request) {
        super(request);
    }

    @Override
    public boolean isAsyncSupported() {
        return false;
    }

    @Override
    public AsyncContext startAsync() {
        throw new IllegalStateException("asynchronous processing is echosoap's read-ahead filter's only: "
                + "the chain after it runs synchronously");
    }

    @Override
    public AsyncContext startAsync(ServletRequest request, ServletResponse response) {
        return startAsync();
    }
}
