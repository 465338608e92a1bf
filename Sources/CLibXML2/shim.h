#ifndef W3WLINT_CLIBXML2_SHIM_H
#define W3WLINT_CLIBXML2_SHIM_H
#include <libxml/xmlversion.h>
// Debian builds libxml2 with ICU, and libxml/encoding.h then includes the system's <unicode/ucnv.h>, whose
// enums clash with the ICU copy inside Swift's Foundation in any file that imports both. w3wlint never uses
// libxml2's ICU converters (only pointers to the handler struct whose tail they extend), so hide them.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#endif
