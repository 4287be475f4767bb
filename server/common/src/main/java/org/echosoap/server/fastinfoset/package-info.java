/**
 * Reading Fast Infoset (binary XML) requests the way the text path reads XML: what a SOAP message may not hold is
 * refused, not silently dropped. Used by the CXF and Metro WARs, which carry the FastInfoset library; nothing here is
 * loaded by the other stacks.
 */
package org.echosoap.server.fastinfoset;
