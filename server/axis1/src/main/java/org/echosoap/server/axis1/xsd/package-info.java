/**
 * The contract's {@code xsd:} conversions ({@link org.echosoap.server.contract.xsd}) as Axis 1.4 deserializers, named
 * in {@code server-config.wsdd}'s type mappings: every {@code xsd:float}, {@code xsd:double}, {@code xsd:int} and
 * {@code xsd:base64Binary} the generated beans read goes through the converters every stack uses, so Axis 1 accepts
 * and refuses the same texts with the same reasons (Axis's own parsers take Java spellings such as {@code Infinity}
 * and answer a refused value with a Java exception's text). Axis's serializers write the answers: their forms match
 * the converters' ({@code INF}, {@code NaN}, {@code -0.0}, {@link Float#toString}).
 */
package org.echosoap.server.axis1.xsd;
