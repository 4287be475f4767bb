/**
 * {@code request}: sample requests from a WSDL (Membrane soa-model), with sample values per XSD type, written as
 * {@code scenario.service} request files. Imports
 * nothing of the measuring stages.
 */
package org.echosoap.client.wsdl;
