/**
 * The server's side of {@code run --profile}: a JDK Flight Recorder recording of Tomcat's JVM covering the measured
 * blocks, started, marked, stopped and fetched by the client through {@link
 * org.echosoap.server.profile.ProfileControlServlet} ({@code /profile/*} of echosoap.war), plus the per-request JFR
 * event ({@link org.echosoap.server.profile.RequestEvent}) that tells the client which samples belong to which
 * request. The client classifies the samples into phases; nothing is analysed here.
 */
package org.echosoap.server.profile;
