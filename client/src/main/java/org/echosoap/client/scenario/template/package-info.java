/**
 * Varied messages from a template and a CSV ({@code --template}, {@code --data}): placeholders, XML
 * escaping, the rendered messages. Imports nothing of echosoap.
 */
package org.echosoap.client.scenario.template;
