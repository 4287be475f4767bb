/**
 * JSON over HTTP for seed 003's Latency calls and seed 000's echoFloat: what a service would offer instead of SOAP
 * today, served by echosoap.war beside the Axis2 services (same Tomcat, same webapp, same filters and baselines), so
 * a JSON row and a SOAP row differ only in the message layer. {@link org.echosoap.server.json.JsonServlet} maps the
 * URLs; {@link org.echosoap.server.json.JsonCodec} binds requests and writes answers with Jackson databind, as a
 * typical JSON service does.
 */
package org.echosoap.server.json;
