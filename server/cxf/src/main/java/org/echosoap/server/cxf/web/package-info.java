/** The servlet of echosoap-cxf.war, the endpoints it publishes and the CXF defaults it changes. */
package org.echosoap.server.cxf.web;
