package org.echosoap.server.axis1.web;

import javax.servlet.http.HttpServletRequest;

/**
 * The one method of the Servlet API's {@code HttpUtils} that Axis 1.4 calls. Servlet 6 (Tomcat 11) removed that class;
 * the build relocates AxisServlet's reference to it here (server/axis1/pom.xml, the shade plugin). javax code, like
 * Axis: converted to Jakarta with the WAR.
 */
public final class HttpUtils {

    private HttpUtils() {
    }

    /** What {@code HttpUtils.getRequestURL} answered: scheme, host, port and path, without the query. */
    public static StringBuffer getRequestURL(HttpServletRequest request) {
        return request.getRequestURL();
    }
}
