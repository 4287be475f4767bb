/**
 * A user's own service ({@code run --url}): the request files, SOAP version, answer checks (XPath
 * expectations), the baseline sized to its answers. Imports {@code scenario} and {@code scenario.template}.
 */
package org.echosoap.client.scenario.service;
