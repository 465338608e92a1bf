/*
 * A lower floor than `xmllint --noout` for workload (a): libxml2 only reads each file and reports start tags to
 * a handler that counts them; no tree is built, nothing is checked. It is what any linter on libxml2 pays before
 * it does its own work, so `w3wlint - this` is the cost of w3wlint's model and rules.
 *   cc -O2 Benchmarks/sax_floor.c $(pkg-config --cflags --libs libxml-2.0) -o sax_floor && sax_floor FILE...
 * Built and run by Benchmarks/run.sh. Prints the number of elements; exit 0.
 */
#include <libxml/parser.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long elements;

static void startElement(void *context, const xmlChar *localName, const xmlChar *prefix, const xmlChar *uri,
                         int namespaceCount, const xmlChar **namespaces, int attributeCount, int defaulted,
                         const xmlChar **attributes) {
    (void)context; (void)localName; (void)prefix; (void)uri; (void)namespaceCount; (void)namespaces;
    (void)attributeCount; (void)defaulted; (void)attributes;
    elements++;
}

int main(int argc, char **argv) {
    xmlSAXHandler handler;
    memset(&handler, 0, sizeof handler);
    handler.initialized = XML_SAX2_MAGIC;
    handler.startElementNs = startElement;
    for (int index = 1; index < argc; index++) {
        FILE *file = fopen(argv[index], "rb");
        if (!file) continue;
        char *bytes = NULL;
        long size = 0;
        if (fseek(file, 0, SEEK_END) == 0 && (size = ftell(file)) >= 0 && fseek(file, 0, SEEK_SET) == 0) {
            bytes = malloc(size > 0 ? (size_t)size : 1);
            if (bytes && fread(bytes, 1, (size_t)size, file) != (size_t)size) size = 0;
        }
        fclose(file);
        if (!bytes) continue;
        xmlParserCtxtPtr parser = xmlCreatePushParserCtxt(&handler, NULL, NULL, 0, argv[index]);
        if (parser) {
            /* As w3wlint: no network, no messages on stderr (xmllint prints them; they are few here). */
            xmlCtxtUseOptions(parser, XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
            xmlParseChunk(parser, bytes, (int)size, 1);
            xmlFreeParserCtxt(parser);
        }
        free(bytes);
    }
    printf("%ld elements\n", elements);
    return 0;
}
