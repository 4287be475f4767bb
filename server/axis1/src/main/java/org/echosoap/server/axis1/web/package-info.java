/**
 * Axis 1.4's servlet as echosoap-axis1.war runs it ({@link org.echosoap.server.axis1.web.EchosoapAxis1Servlet}: faults
 * as every stack answers them), and the engine's configuration ({@code server-config.wsdd}, merged at build time).
 * This package is javax.servlet code, converted to Jakarta with Axis when the WAR is built.
 */
package org.echosoap.server.axis1.web;
