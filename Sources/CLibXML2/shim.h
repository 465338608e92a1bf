#ifndef W3WLINT_CLIBXML2_SHIM_H
#define W3WLINT_CLIBXML2_SHIM_H
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#endif
