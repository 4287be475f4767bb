/**
 * Axis2 services. Each class here is the {@code ServiceClass} of one service under
 * {@code webapp/src/main/webapp/WEB-INF/services/NAME/META-INF/services.xml}, which also names its message
 * receiver and its hand-written WSDL (served at {@code ?wsdl} with the real address via
 * {@code useOriginalwsdl}).
 */
package org.echosoap.server.services;
