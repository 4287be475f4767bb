package org.echosoap.client.wsdl;

import com.predic8.schema.Annotation;
import com.predic8.schema.Attribute;
import com.predic8.schema.BuiltInSchemaType;
import com.predic8.schema.Choice;
import com.predic8.schema.Documentation;
import com.predic8.schema.Element;
import com.predic8.schema.Extension;
import com.predic8.schema.Schema;
import com.predic8.schema.SchemaComponent;
import com.predic8.schema.SchemaList;
import com.predic8.schema.SimpleType;
import com.predic8.schema.TypeDefinition;
import com.predic8.schema.Union;
import com.predic8.schema.restriction.BaseRestriction;
import com.predic8.schema.restriction.facet.EnumerationFacet;
import com.predic8.schema.restriction.facet.Facet;
import com.predic8.schema.restriction.facet.LengthFacet;
import com.predic8.schema.restriction.facet.MaxExclusiveFacet;
import com.predic8.schema.restriction.facet.MaxInclusiveFacet;
import com.predic8.schema.restriction.facet.MaxLengthFacet;
import com.predic8.schema.restriction.facet.MinExclusiveFacet;
import com.predic8.schema.restriction.facet.MinInclusiveFacet;
import com.predic8.schema.restriction.facet.MinLengthFacet;
import com.predic8.schema.restriction.facet.PatternFacet;
import com.predic8.wsdl.Part;
import com.predic8.wstool.creator.RequestTemplateCreator;
import com.predic8.wstool.creator.RequestTemplateCreatorContext;
import groovy.lang.GroovyObject;
import groovy.namespace.QName;
import groovy.xml.MarkupBuilder;
import groovy.xml.MarkupBuilderHelper;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.codehaus.groovy.runtime.InvokerHelper;

/**
 * soa-model's request template with values a service accepts. {@link RequestTemplateCreator} walks the schema and
 * writes the elements, namespaces and occurrence comments; this subclass replaces what it writes as values
 * ({@code ?999?} for an int, {@code ???} for base64 or a restricted type, all alternatives of a choice) by
 * {@link SampleValues}, writes {@code minOccurs} copies where more than one is required, and keeps comments
 * well-formed. Used through {@link SampleRequests}; soa-model calls these methods by Groovy's dynamic dispatch.
 */
final class PlaceholderCreator extends RequestTemplateCreator {

    static final String XSD = "http://www.w3.org/2001/XMLSchema";
    /** Copies written for a large minOccurs: beyond, the sample says so instead of growing without bound. */
    static final int MAX_COPIES = 1000;
    private static final int MAX_RESTRICTION_DEPTH = 32;
    private static final int MAX_DOCUMENTATION_CHARS = 200;

    @Override
    public void createElement(Element element, RequestTemplateCreatorContext ctx) {
        int copies = requiredCopies(element);
        if (copies <= 1) {
            createOnce(element, ctx);
            return;
        }
        if (copies == MAX_COPIES) {
            comment("minOccurs " + element.getMinOccurs() + ": only " + MAX_COPIES + " written");
        }
        // Each copy from the same starting context: soa-model's recursion guard counts elements seen in the context,
        // so writing copies into one context would cut the second copy off as "recursive".
        for (int i = 0; i < copies; i++) {
            createOnce(element, (RequestTemplateCreatorContext) ctx.clone());
        }
    }

    private void createOnce(Element element, RequestTemplateCreatorContext ctx) {
        QName type = element.getType();
        boolean builtIn = type != null && XSD.equals(type.getNamespaceURI()) && element.getRef() == null
                && element.getEmbeddedType() == null && element.getFixedValue() == null && element.getDefaultValue() == null;
        if (!builtIn) {
            super.createElement(element, ctx); // complex and named simple types, refs, fixed and default values
            return;
        }
        elements(ctx).add(element);
        occurrenceComments(element);
        ctx.setElement(element);
        Map<String, Object> attrs = new LinkedHashMap<>();
        declNSifNeeded(getNSPrefix(element, ctx), element.getNamespaceUri(), attrs, ctx);
        element(String.valueOf(getElementTagName(element, ctx)), attrs, SampleValues.of(type.getLocalPart()));
    }

    /** The same comments as soa-model's template, so simple and complex elements read alike. */
    private void occurrenceComments(Element element) {
        String min = element.getMinOccurs();
        String max = element.getMaxOccurs();
        if (min.equals(max) && !"1".equals(max)) {
            yieldRaw("\n<!-- must occur exact " + min + " times -->");
        } else if ("0".equals(min) && "1".equals(max)) {
            yieldRaw("\n<!-- optional -->");
        } else if (!min.equals(max)) {
            yieldRaw("\n<!-- from " + min + " to " + max + " -->");
        }
        if (element.getNillable()) {
            yieldRaw("\n<!-- This element may be left empty if xsi:nil='true' is set. -->");
        }
    }

    static int requiredCopies(Element element) {
        try {
            long min = Long.parseLong(element.getMinOccurs().strip());
            return (int) Math.max(1, Math.min(min, MAX_COPIES));
        } catch (RuntimeException notANumber) {
            return 1;
        }
    }

    @Override
    public void createSimpleRestriction(BaseRestriction restriction, RequestTemplateCreatorContext ctx) {
        Restricted r = resolve(restriction);
        List<String> notes = describe(r);
        if (!notes.isEmpty()) {
            comment(r.builtIn + ", " + String.join(", ", notes));
        }
        Map<String, Object> params = new HashMap<>();
        params.put("text", SampleValues.restricted(r.builtIn, r.facets));
        buildElement(params, ctx);
    }

    @Override
    public void createList(SchemaList list, RequestTemplateCreatorContext ctx) {
        String value;
        if (list.getSimpleType() != null) {
            value = valueOf(list.getSimpleType());
        } else {
            String item = list.getItemType() == null ? "string" : list.getItemType();
            value = SampleValues.of(item.substring(item.indexOf(':') + 1));
        }
        Map<String, Object> params = new HashMap<>();
        params.put("text", value);
        buildElement(params, ctx);
    }

    @Override
    public void createUnion(Union union, RequestTemplateCreatorContext ctx) {
        Object inline = union.getSimpleTypes();
        if (inline instanceof List<?> l && !l.isEmpty()) {
            super.createUnion(union, ctx);
            return;
        }
        List<QName> members = union.getMemberTypes();
        String value = members == null || members.isEmpty() ? SampleValues.TEXT : valueOf(members.get(0), union.getSchema());
        Map<String, Object> params = new HashMap<>();
        params.put("text", value);
        buildElement(params, ctx);
    }

    /** A choice: the first alternative only (soa-model writes them all, which no service accepts). */
    @Override
    public void createChoice(Choice choice, RequestTemplateCreatorContext ctx) {
        List<SchemaComponent> particles = choice.getParticles();
        if (particles.isEmpty()) {
            return;
        }
        if (particles.size() > 1) {
            comment("choice: the first of " + particles.size() + " alternatives");
        }
        particles.get(0).create(this, ctx);
    }

    /** Simple content with attributes: the text is the base type's sample. */
    @Override
    public void createExtension(Extension extension, RequestTemplateCreatorContext ctx) {
        if (extension.getBase() != null && XSD.equals(extension.getBase().getNamespaceURI())) {
            new MarkupBuilderHelper((MarkupBuilder) getBuilder()).yield(SampleValues.of(extension.getBase().getLocalPart()));
            return;
        }
        super.createExtension(extension, ctx);
    }

    /** Documentation as one short comment; {@code --} would end a comment early, so it is broken up. */
    @Override
    public void createAnnotation(Annotation annotation, RequestTemplateCreatorContext ctx) {
        for (Documentation d : annotation.getDocumentations()) {
            String text = d.getContent() == null ? "" : d.getContent().replaceAll("\\s+", " ").strip();
            if (text.length() > MAX_DOCUMENTATION_CHARS) {
                text = text.substring(0, MAX_DOCUMENTATION_CHARS) + "...";
            }
            if (!text.isEmpty()) {
                comment(text);
            }
        }
    }

    /** Attributes with valid values; an unqualified local attribute is written without a prefix. */
    @Override
    @SuppressWarnings("unchecked")
    public Map createAttributes(Object owner, RequestTemplateCreatorContext ctx) {
        Map<String, Object> res = new LinkedHashMap<>();
        List<Attribute> attrs = (List<Attribute>) InvokerHelper.getProperty(owner, "allAttributes");
        Schema ownerSchema = (Schema) InvokerHelper.getProperty(owner, "schema");
        for (Attribute declared : attrs) {
            boolean global = declared.getRef() != null;
            Attribute attr = global ? ownerSchema.getAttribute(declared.getRef()) : declared;
            if (attr == null) {
                continue;
            }
            String value;
            if (attr.getFixedValue() != null) {
                value = attr.getFixedValue();
            } else if (attr.getDefaultValue() != null) {
                value = attr.getDefaultValue();
            } else if (attr.getSimpleType() != null) {
                value = valueOf(attr.getSimpleType());
            } else if (attr.getType() != null) {
                value = valueOf(attr.getType(), attr.getSchema());
            } else {
                value = SampleValues.TEXT;
            }
            boolean qualified = global || "qualified".equals(attr.getForm())
                    || (attr.getForm() == null && attr.getSchema() != null
                        && "qualified".equals(attr.getSchema().getAttributeFormDefault()));
            if (qualified && attr.getNamespaceUri() != null && !attr.getNamespaceUri().isEmpty()) {
                Object prefix = getNSPrefix(attr, ctx);
                declNSifNeeded(prefix, attr.getNamespaceUri(), res, ctx);
                res.put(prefix + ":" + attr.getName(), value);
            } else {
                res.put(attr.getName(), value);
            }
        }
        return res;
    }

    /** RPC style: a part of a built-in type gets its sample value. */
    @Override
    public void createPart(Object part, RequestTemplateCreatorContext ctx) {
        if (part instanceof Part p && p.getType() instanceof BuiltInSchemaType t) {
            element(p.getName(), Map.of(), SampleValues.of(t.getQname().getLocalPart()));
            return;
        }
        super.createPart(part, ctx);
    }

    // ------------------------------------------------------------------ simple types

    private String valueOf(QName type, Schema schema) {
        if (XSD.equals(type.getNamespaceURI())) {
            return SampleValues.of(type.getLocalPart());
        }
        TypeDefinition t = schema == null ? null : schema.getType(type);
        return t instanceof SimpleType s ? valueOf(s) : SampleValues.TEXT;
    }

    private String valueOf(SimpleType s) {
        if (s.getRestriction() != null) {
            Restricted r = resolve(s.getRestriction());
            return SampleValues.restricted(r.builtIn, r.facets);
        }
        if (s.getUnion() != null && s.getUnion().getMemberTypes() != null && !s.getUnion().getMemberTypes().isEmpty()) {
            return valueOf(s.getUnion().getMemberTypes().get(0), s.getSchema());
        }
        return SampleValues.TEXT;
    }

    /** A restriction followed down to its built-in base; the most derived facet of each kind wins. */
    record Restricted(String builtIn, SampleValues.Facets facets, List<Facet> allFacets) {
    }

    static Restricted resolve(BaseRestriction restriction) {
        List<String> enumeration = new ArrayList<>();
        Map<Class<?>, String> bounds = new HashMap<>();
        List<Facet> all = new ArrayList<>();
        String builtIn = "string";
        BaseRestriction r = restriction;
        for (int depth = 0; r != null && depth < MAX_RESTRICTION_DEPTH; depth++) {
            List<String> enumHere = new ArrayList<>();
            for (Facet f : r.getFacets()) {
                all.add(f);
                if (f instanceof EnumerationFacet) {
                    enumHere.add(f.getValue());
                } else {
                    bounds.putIfAbsent(f.getClass(), f.getValue());
                }
            }
            if (enumeration.isEmpty()) {
                enumeration.addAll(enumHere);
            }
            QName base = r.getBase();
            SimpleType next = null;
            if (base == null) {
                next = r.getChildSimpleType();
            } else if (XSD.equals(base.getNamespaceURI())) {
                builtIn = base.getLocalPart();
            } else if (r.getSchema() != null && r.getSchema().getType(base) instanceof SimpleType s) {
                next = s;
            }
            r = next == null ? null : next.getRestriction();
        }
        SampleValues.Facets facets = new SampleValues.Facets(List.copyOf(enumeration),
                bounds.get(MinInclusiveFacet.class), bounds.get(MinExclusiveFacet.class),
                bounds.get(MaxInclusiveFacet.class), bounds.get(MaxExclusiveFacet.class),
                integer(bounds.get(LengthFacet.class)), integer(bounds.get(MinLengthFacet.class)),
                integer(bounds.get(MaxLengthFacet.class)));
        return new Restricted(builtIn, facets, all);
    }

    private static Integer integer(String s) {
        try {
            return s == null ? null : Integer.valueOf(s.strip());
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** The facets in force (the most derived of each kind), as the comment above the value shows them. */
    static List<String> describe(Restricted r) {
        SampleValues.Facets f = r.facets;
        List<String> notes = new ArrayList<>();
        if (!f.enumeration().isEmpty()) {
            notes.add("one of: " + String.join(", ", f.enumeration()));
        }
        add(notes, "minInclusive", f.minInclusive());
        add(notes, "minExclusive", f.minExclusive());
        add(notes, "maxInclusive", f.maxInclusive());
        add(notes, "maxExclusive", f.maxExclusive());
        add(notes, "length", f.length());
        add(notes, "minLength", f.minLength());
        add(notes, "maxLength", f.maxLength());
        for (Facet p : r.allFacets) {
            if (p instanceof PatternFacet) {
                notes.add("pattern " + p.getValue() + " (not applied to the value below)");
            }
        }
        return notes;
    }

    private static void add(List<String> notes, String name, Object value) {
        if (value != null) {
            notes.add(name + " " + value);
        }
    }

    // ------------------------------------------------------------------ output

    @SuppressWarnings("unchecked")
    private static List<Object> elements(RequestTemplateCreatorContext ctx) {
        return (List<Object>) ctx.getElements();
    }

    private void element(String tag, Map<String, Object> attrs, String text) {
        ((GroovyObject) getBuilder()).invokeMethod(tag, new Object[] {attrs, text});
    }

    private void comment(String text) {
        yieldRaw("\n<!-- " + text.replaceAll("-(?=-)", "- ") + " -->");
    }

    private void yieldRaw(String markup) {
        new MarkupBuilderHelper((MarkupBuilder) getBuilder()).yieldUnescaped(markup);
    }
}
